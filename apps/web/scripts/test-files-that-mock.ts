import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const TEST_FILE = /\.test\.tsx?$/;
// A file that replaces a module for its own imports (vi.mock is hoisted above them) needs a module
// registry of its own: in a shared one, a module loaded by an earlier file keeps the real import.
const REPLACES_A_MODULE = /\bvi\.(mock|doMock)\(/;

/** The web's test files, relative to `root` (apps/web), that replace a module with vi.mock. */
export function testFilesThatMock(root: string): string[] {
  return ['src', 'scripts'].flatMap((folder) =>
    readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
      .map((path) => join(folder, path))
      .filter((path) => TEST_FILE.test(path))
      .filter((path) => REPLACES_A_MODULE.test(readFileSync(join(root, path), 'utf8'))),
  );
}
