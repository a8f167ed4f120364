import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Marker inside the fixture's index.html, to tell it apart from any other answer. */
export const FIXTURE_INDEX_MARKER = 'npat-test-index';

/** Path (under the web root) of the fixture's hashed script, as Vite would name it. */
export const FIXTURE_ASSET_PATH = '/assets/index-abc123.js';

/** Writes a minimal Vite-like build into `dir`: index.html, a hashed asset and a root file. */
export function writeWebDistFixture(dir: string): void {
  mkdirSync(join(dir, 'assets'), { recursive: true });
  writeFileSync(
    join(dir, 'index.html'),
    `<!doctype html><html><head><title>${FIXTURE_INDEX_MARKER}</title>` +
      `<script type="module" src="${FIXTURE_ASSET_PATH}"></script></head><body><div id="root"></div></body></html>`,
  );
  writeFileSync(join(dir, FIXTURE_ASSET_PATH), 'console.log("npat");\n');
  writeFileSync(join(dir, 'robots.txt'), 'User-agent: *\n');
}
