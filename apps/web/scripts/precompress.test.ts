// @vitest-environment node
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { precompressDirectory } from './precompress.ts';

const script = Array.from(
  { length: 300 },
  (_, i) => `export const word${i} = "name place animal ${i}";\n`,
).join('');

describe('precompressDirectory', () => {
  let dir: string;
  const file = (path: string) => join(dir, path);
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'npat-precompress-'));
    mkdirSync(file('assets/nested'), { recursive: true });
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('writes brotli and gzip copies beside text files, in folders too, that decompress to the file', async () => {
    writeFileSync(file('assets/nested/app-abc.js'), script);
    writeFileSync(file('index.html'), `<!doctype html><title>x</title>${'<p>npat</p>'.repeat(200)}`);

    const files = await precompressDirectory(dir);

    expect(files.map((entry) => entry.path)).toEqual(['assets/nested/app-abc.js', 'index.html']);
    for (const path of ['assets/nested/app-abc.js', 'index.html']) {
      const original = readFileSync(file(path));
      expect(brotliDecompressSync(readFileSync(file(`${path}.br`)))).toEqual(original);
      expect(gunzipSync(readFileSync(file(`${path}.gz`)))).toEqual(original);
    }
    const [js] = files;
    expect(js).toEqual({
      path: 'assets/nested/app-abc.js',
      raw: script.length,
      br: readFileSync(file('assets/nested/app-abc.js.br')).length,
      gzip: readFileSync(file('assets/nested/app-abc.js.gz')).length,
    });
    expect(js!.br).toBeLessThan(js!.gzip);
  });

  it('leaves alone files under 1 KB, compressed formats and files that would not shrink', async () => {
    writeFileSync(file('assets/tiny.js'), 'console.log(1);\n');
    writeFileSync(file('assets/font.woff2'), script);
    writeFileSync(file('assets/photo.png'), script);
    // Random bytes do not compress: a copy would be larger than the file.
    writeFileSync(file('assets/noise.svg'), randomBytes(4096));

    const files = await precompressDirectory(dir);

    for (const path of ['assets/tiny.js', 'assets/font.woff2', 'assets/photo.png', 'assets/noise.svg']) {
      expect(existsSync(file(`${path}.br`))).toBe(false);
      expect(existsSync(file(`${path}.gz`))).toBe(false);
    }
    expect(files).toEqual([
      { path: 'assets/noise.svg', raw: 4096, br: 4096, gzip: 4096 },
      { path: 'assets/tiny.js', raw: 16, br: 16, gzip: 16 },
    ]);
  });
});
