import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import {
  CATALOGUE_MODULE,
  catalogueLocaleOf,
  filesOf,
  HOME_SCREEN,
  htmlReferences,
  readManifest,
  ROOM_SCREENS,
  SCREENS,
  staticClosure,
} from './bundle-graph';

/** Compressed bytes, as the server sends them (brotli at quality 11, precompressed at build time). */
export const BUDGETS = {
  // Decision 024. React and React Router alone take 85 KB of the home screen's JS; zod, react-hook-form,
  // sonner and Radix's dialog arrive only when wanted (see size.test.ts). Raised from 120 KB by decision 032:
  // home now counts the visitor's language's catalogue (8.6 KB for English), which carries every screen's
  // words, taken out of the screens' chunks, and which the first screen waits for.
  homeJs: 130 * 1024,
  homeTotal: 220 * 1024,
  roomScreenJs: 80 * 1024,
  // Decision 032: one language's whole catalogue, which the first screen waits for.
  catalogue: 16 * 1024,
};

/**
 * Whose catalogue home counts: an English visitor's first screen waits for the English one (any other
 * language's is alike in size, and has the budget above).
 */
export const HOME_LOCALE = 'en';

export type FileSize = { file: string; raw: number; gzip: number; br: number };
export type BundleSizes = {
  files: Map<string, FileSize>;
  /**
   * Files the home screen needs before it shows, index.html included: what index.html names, the route's
   * chunks, and the visitor's catalogue's (HOME_LOCALE).
   */
  home: string[];
  homeJsBr: number;
  homeTotalBr: number;
  /** Per screen, the JS it adds to what home already loaded. */
  screens: { name: string; files: string[]; br: number }[];
  /**
   * Per language, its catalogue's chunk (`file`) and what a visit in that language loads for it: that chunk
   * and the chunks it imports (the message runtime, a plural rule) that index.html does not load.
   */
  catalogues: { locale: string; file: string; files: string[]; br: number }[];
};

function sizeOf(distDir: string, file: string): FileSize {
  const bytes = readFileSync(join(distDir, file));
  const br = brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  return { file, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length, br };
}

export function measureBundle(distDir: string): BundleSizes {
  const manifest = readManifest(distDir);
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const inPage = filesOf(manifest, staticClosure(manifest, ['index.html'])).js;
  const catalogues = Object.keys(manifest)
    .filter((key) => catalogueLocaleOf(key) !== undefined)
    .sort()
    .map((key) => ({
      locale: catalogueLocaleOf(key)!,
      file: manifest[key]!.file,
      // The catalogue's own chunk first.
      files: [...filesOf(manifest, staticClosure(manifest, [key])).js].filter((file) => !inPage.has(file)),
    }));
  const homeCatalogue = catalogues.find((catalogue) => catalogue.locale === HOME_LOCALE);
  if (!homeCatalogue) throw new Error(`The manifest has no ${CATALOGUE_MODULE}${HOME_LOCALE}`);
  const homeGraph = filesOf(manifest, staticClosure(manifest, ['index.html', HOME_SCREEN]));
  const home = [
    ...new Set([
      'index.html',
      ...htmlReferences(html),
      ...homeGraph.js,
      ...homeGraph.css,
      ...homeCatalogue.files,
    ]),
  ];
  const files = new Map<string, FileSize>();
  const size = (file: string) => files.get(file) ?? files.set(file, sizeOf(distDir, file)).get(file)!;
  const total = (list: string[]) => list.reduce((sum, file) => sum + size(file).br, 0);
  const screens = Object.entries(SCREENS).map(([name, roots]) => {
    const extra = [...filesOf(manifest, staticClosure(manifest, roots)).js].filter(
      (file) => !home.includes(file),
    );
    return { name, files: extra, br: total(extra) };
  });
  return {
    files,
    home,
    homeJsBr: total(home.filter((file) => file.endsWith('.js'))),
    homeTotalBr: total(home),
    screens,
    catalogues: catalogues.map((catalogue) => ({ ...catalogue, br: total(catalogue.files) })),
  };
}

/** The budgets a measurement breaks, in words; empty when all hold. */
export function overBudget(sizes: BundleSizes): string[] {
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  const broken: string[] = [];
  if (sizes.homeJsBr > BUDGETS.homeJs) broken.push(`home JS ${kb(sizes.homeJsBr)} > ${kb(BUDGETS.homeJs)}`);
  if (sizes.homeTotalBr > BUDGETS.homeTotal)
    broken.push(`home total ${kb(sizes.homeTotalBr)} > ${kb(BUDGETS.homeTotal)}`);
  for (const screen of sizes.screens) {
    const isRoom = (ROOM_SCREENS as readonly string[]).includes(screen.name);
    if (isRoom && screen.br > BUDGETS.roomScreenJs)
      broken.push(`${screen.name} adds ${kb(screen.br)} > ${kb(BUDGETS.roomScreenJs)}`);
  }
  for (const catalogue of sizes.catalogues) {
    if (catalogue.br > BUDGETS.catalogue)
      broken.push(`the ${catalogue.locale} catalogue ${kb(catalogue.br)} > ${kb(BUDGETS.catalogue)}`);
  }
  return broken;
}

/** The table of chunks and sizes, home's files first, then what each screen adds. */
export function formatReport(sizes: BundleSizes): string {
  const kb = (bytes: number) => (bytes / 1024).toFixed(1).padStart(8);
  const row = (label: string, size: Pick<FileSize, 'raw' | 'gzip' | 'br'>) =>
    `${label.padEnd(58)}${kb(size.raw)}${kb(size.gzip)}${kb(size.br)}`;
  const sum = (files: string[]) =>
    files
      .map((file) => sizes.files.get(file)!)
      .reduce((a, b) => ({ raw: a.raw + b.raw, gzip: a.gzip + b.gzip, br: a.br + b.br }), {
        raw: 0,
        gzip: 0,
        br: 0,
      });
  const lines = [`${'KB'.padEnd(58)}${'raw'.padStart(8)}${'gzip'.padStart(8)}${'br'.padStart(8)}`, 'home:'];
  for (const file of sizes.home) lines.push(row(`  ${file}`, sizes.files.get(file)!));
  lines.push(row('  = home JS', sum(sizes.home.filter((file) => file.endsWith('.js')))));
  lines.push(row('  = home total', sum(sizes.home)));
  for (const screen of sizes.screens) {
    lines.push(`${screen.name} (in addition to home):`);
    for (const file of screen.files) lines.push(row(`  ${file}`, sizes.files.get(file)!));
    lines.push(row(`  = ${screen.name} JS`, sum(screen.files)));
  }
  lines.push(`catalogues (one per visit; home counts ${HOME_LOCALE}'s):`);
  for (const catalogue of sizes.catalogues) {
    for (const file of catalogue.files) lines.push(row(`  ${file}`, sizes.files.get(file)!));
    lines.push(row(`  = ${catalogue.locale} catalogue`, sum(catalogue.files)));
  }
  return lines.join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const sizes = measureBundle(fileURLToPath(new URL('../dist', import.meta.url)));
  console.log(formatReport(sizes));
  const broken = overBudget(sizes);
  const kb = (bytes: number) => (bytes / 1024).toFixed(1);
  console.log(
    `\nBudgets (brotli 11): home JS ${kb(sizes.homeJsBr)}/${kb(BUDGETS.homeJs)} KB, home total ` +
      `${kb(sizes.homeTotalBr)}/${kb(BUDGETS.homeTotal)} KB, room screen JS ≤ ${kb(BUDGETS.roomScreenJs)} KB, ` +
      `each catalogue ≤ ${kb(BUDGETS.catalogue)} KB`,
  );
  if (broken.length > 0) {
    console.error(`Over budget: ${broken.join('; ')}`);
    process.exitCode = 1;
  }
}
