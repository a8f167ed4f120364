import { extname, resolve } from 'node:path';
import { precompressDirectory, type PrecompressedFile } from './precompress.ts';

/**
 * Run by `npm run build` after `vite build`: writes .br and .gz copies beside the web build's text files
 * (see precompress.ts) and prints what they save, per kind of file.
 */
const dist = resolve(import.meta.dirname, '../dist');
const files = await precompressDirectory(dist);

const byExtension = new Map<string, PrecompressedFile[]>();
for (const file of files) {
  const extension = extname(file.path);
  byExtension.set(extension, [...(byExtension.get(extension) ?? []), file]);
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`.padStart(10);
const total = (group: readonly PrecompressedFile[], size: 'raw' | 'br' | 'gzip') =>
  group.reduce((sum, file) => sum + file[size], 0);
console.log(
  `precompressed ${dist}\n${'kind'.padEnd(14)}${'files'.padStart(6)}${'raw'.padStart(10)}${'br'.padStart(10)}${'gzip'.padStart(10)}`,
);
for (const [extension, group] of [...byExtension].sort(([a], [b]) => a.localeCompare(b))) {
  console.log(
    `${extension.padEnd(14)}${String(group.length).padStart(6)}${kb(total(group, 'raw'))}${kb(total(group, 'br'))}${kb(total(group, 'gzip'))}`,
  );
}
