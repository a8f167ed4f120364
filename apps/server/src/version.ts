import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from './paths.ts';

/** The product's version: the `version` of the repository's root package.json, read once. */
export const SERVER_VERSION: string = readRootVersion();

function readRootVersion(): string {
  const manifest: unknown = JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8'));
  if (typeof manifest === 'object' && manifest !== null && 'version' in manifest) {
    const { version } = manifest;
    if (typeof version === 'string') return version;
  }
  throw new Error(`${join(REPO_ROOT, 'package.json')} has no "version"`);
}
