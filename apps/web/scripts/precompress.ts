import { readdir, readFile, writeFile } from 'node:fs/promises';
import { extname, join, relative, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/** Text formats worth compressing; images and fonts (png, webp, woff2) are compressed already. */
export const COMPRESSIBLE_EXTENSIONS: ReadonlySet<string> = new Set([
  '.js',
  '.mjs',
  '.css',
  '.html',
  '.svg',
  '.json',
  '.webmanifest',
  '.txt',
  '.xml',
  '.ico',
  '.map',
]);

/** Below this a compressed copy saves too little to be worth a file; the server's on-the-fly threshold too. */
export const MIN_BYTES = 1024;

/** Sizes of one file as sent raw and as each compressed copy (the raw size where no copy was written). */
export interface PrecompressedFile {
  readonly path: string;
  readonly raw: number;
  readonly br: number;
  readonly gzip: number;
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Writes `<file>.br` (brotli, quality 11) and `<file>.gz` (gzip, level 9) beside every compressible file
 * under `dir` of at least MIN_BYTES, for the server to send as they are. A copy that would not be smaller
 * than the file is not written. Answers every compressible file with its sizes, smallest path first.
 */
export async function precompressDirectory(dir: string): Promise<PrecompressedFile[]> {
  const paths = (await listFiles(dir)).filter((path) => COMPRESSIBLE_EXTENSIONS.has(extname(path)));
  const files = await Promise.all(paths.map((path) => precompressFile(dir, path)));
  return files.sort((a, b) => a.path.localeCompare(b.path));
}

async function precompressFile(dir: string, path: string): Promise<PrecompressedFile> {
  const content = await readFile(join(dir, path));
  if (content.length < MIN_BYTES)
    return { path, raw: content.length, br: content.length, gzip: content.length };
  const [br, gz] = await Promise.all([
    brotli(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  return {
    path,
    raw: content.length,
    br: await writeIfSmaller(join(dir, `${path}.br`), br, content.length),
    gzip: await writeIfSmaller(join(dir, `${path}.gz`), gz, content.length),
  };
}

async function writeIfSmaller(path: string, compressed: Buffer, rawSize: number): Promise<number> {
  if (compressed.length >= rawSize) return rawSize;
  await writeFile(path, compressed);
  return compressed.length;
}

/** Paths of every file under `dir`, relative to it, with forward slashes. */
async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/'));
}
