import { statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.ts';
import { makeTempDir, removeTempDir } from '../testing/temp-dir.ts';
import { SESSION_SECRET_FILE } from './session-secret.ts';

describe('session secret without SESSION_SECRET', () => {
  let root: string;
  beforeEach(() => {
    root = makeTempDir('secret');
  });
  afterEach(() => removeTempDir(root));

  it('is generated on first run into DATA_DIR, readable only by its owner, and reused afterwards', () => {
    const dataDir = join(root, 'not', 'yet', 'there');
    const first = loadConfig({ DATA_DIR: dataDir }).sessionSecret;
    expect(first).toMatch(/^[0-9a-f]{64}$/);

    const file = join(dataDir, SESSION_SECRET_FILE);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(loadConfig({ DATA_DIR: dataDir }).sessionSecret).toBe(first);
  });

  it('is not written when SESSION_SECRET is set', () => {
    const secret = 's'.repeat(40);
    expect(loadConfig({ DATA_DIR: root, SESSION_SECRET: secret }).sessionSecret).toBe(secret);
    expect(() => statSync(join(root, SESSION_SECRET_FILE))).toThrow(/ENOENT/);
  });

  it('is refused with one line when the kept file holds too short a secret', () => {
    writeFileSync(join(root, SESSION_SECRET_FILE), 'short\n');
    expect(() => loadConfig({ DATA_DIR: root })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: root })).toThrow(
      `${join(root, SESSION_SECRET_FILE)} must hold a secret of at least 32 characters; delete it to generate a new one`,
    );
  });

  it('reports a DATA_DIR that cannot be created as one line', () => {
    const blocker = join(root, 'a-file');
    writeFileSync(blocker, '');
    expect(() => loadConfig({ DATA_DIR: join(blocker, 'data') })).toThrow(
      /^DATA_DIR must be a writable directory: cannot create .*session-secret \(ENOTDIR\)$/,
    );
  });
});
