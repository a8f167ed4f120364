import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Creates an empty directory under the OS temp dir, named `npat-<purpose>-XXXXXX`. */
export function makeTempDir(purpose: string): string {
  return mkdtempSync(join(tmpdir(), `npat-${purpose}-`));
}

/** Removes a directory made by {@link makeTempDir}, with everything in it. */
export function removeTempDir(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
}
