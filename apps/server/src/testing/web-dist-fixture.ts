import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

/** Marker inside the fixture's index.html, to tell it apart from any other answer. */
export const FIXTURE_INDEX_MARKER = 'npat-test-index';

/** Path (under the web root) of the fixture's hashed script, as Vite would name it. */
export const FIXTURE_ASSET_PATH = '/assets/index-abc123.js';

/** A hashed script of a few KB with .br and .gz copies beside it, as the web build writes them. */
export const FIXTURE_PRECOMPRESSED_ASSET_PATH = '/assets/screens-def456.js';

/** The chunk the fixture's route hints name for its lobby (route-hints.json, as the web build writes it). */
export const FIXTURE_LOBBY_CHUNK = '/assets/lobby-page-aaa111.js';

/**
 * The catalogue chunks the fixture's route hints name per language (two of the six: a language without
 * hints gets none): the catalogue's own, then the message runtime it imports.
 */
export const FIXTURE_CATALOGUES = {
  en: ['/assets/i18n-en-eee111.js', '/assets/runtime-rrr111.js'],
  de: ['/assets/i18n-de-ddd111.js', '/assets/runtime-rrr111.js'],
} as const;

/** A hashed script above the compression threshold without compressed copies. */
export const FIXTURE_UNCOMPRESSED_ASSET_PATH = '/assets/plain-789abc.js';

/** Text that compresses well, `lines` lines long. */
export function compressibleScript(lines: number): string {
  return Array.from(
    { length: lines },
    (_, i) => `export const word${i} = "name place animal thing ${i}";\n`,
  ).join('');
}

/**
 * Writes a minimal Vite-like build into `dir`: index.html, hashed assets, root files and the service worker. index.html and
 * one asset get the .br and .gz copies the web build writes beside files above 1 KB.
 */
export function writeWebDistFixture(dir: string): void {
  mkdirSync(join(dir, 'assets'), { recursive: true });
  // Above 1 KB, like the real build's page, so that it has compressed copies too.
  const description = 'Name Place Animal Thing, the word game. '.repeat(30);
  writeWithCopies(
    join(dir, 'index.html'),
    `<!doctype html><html lang="en"><head><title>${FIXTURE_INDEX_MARKER}</title>` +
      `<meta name="description" content="${description}">` +
      `<script type="module" src="${FIXTURE_ASSET_PATH}"></script></head><body><div id="root"></div></body></html>`,
  );
  writeFileSync(join(dir, FIXTURE_ASSET_PATH), 'console.log("npat");\n');
  writeWithCopies(join(dir, FIXTURE_PRECOMPRESSED_ASSET_PATH), compressibleScript(200));
  writeFileSync(join(dir, FIXTURE_UNCOMPRESSED_ASSET_PATH), compressibleScript(100));
  writeFileSync(join(dir, 'robots.txt'), 'User-agent: *\n');
  writeFileSync(join(dir, 'sw.js'), 'self.addEventListener("fetch", () => {});\n');
  writeFileSync(join(dir, 'manifest.webmanifest'), '{"name":"npat"}\n');
  writeFileSync(join(dir, FIXTURE_LOBBY_CHUNK), 'export {};\n');
  for (const file of new Set(Object.values(FIXTURE_CATALOGUES).flat()))
    writeFileSync(join(dir, file), 'export {};\n');
  const hints = {
    routes: [
      { path: '/', modules: [], data: ['/api/session'] },
      {
        path: '/game-room/:roomId/lobby',
        modules: [FIXTURE_LOBBY_CHUNK],
        data: ['/api/session', '/api/rooms/:roomId'],
      },
    ],
    catalogues: FIXTURE_CATALOGUES,
  };
  writeFileSync(join(dir, 'route-hints.json'), JSON.stringify(hints));
}

function writeWithCopies(path: string, content: string): void {
  writeFileSync(path, content);
  writeFileSync(`${path}.br`, brotliCompressSync(content));
  writeFileSync(`${path}.gz`, gzipSync(content));
}
