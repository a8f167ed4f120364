import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../storage/database.ts';
import { migrateToLatest } from '../storage/migrate.ts';
import { createRepositories, type Repositories } from '../storage/repositories.ts';
import { makeTempDir, removeTempDir } from '../testing/temp-dir.ts';

const SERVER_DIR = fileURLToPath(new URL('../../', import.meta.url));

/** Runs scripts/disable-user.ts as an operator would, against the SQLite file in `dataDir`. */
function runScript(dataDir: string, args: string[]) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/disable-user.ts', ...args], {
    cwd: SERVER_DIR,
    env: { PATH: process.env.PATH, DATA_DIR: dataDir, SESSION_SECRET: 's'.repeat(32) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  return new Promise<{ code: number | null; output: string }>((resolve) =>
    child.once('exit', (code) => resolve({ code, output: output.trim() })),
  );
}

describe('the disable-user script', () => {
  let dataDir: string;
  let database: DatabaseHandle;
  let repositories: Repositories;
  beforeEach(async () => {
    dataDir = makeTempDir('disable-user');
    database = openDatabase({ database: { dialect: 'sqlite', file: join(dataDir, 'npat.sqlite') } });
    await migrateToLatest(database.db);
    repositories = createRepositories(database.db);
  });
  afterEach(async () => {
    await database.close();
    removeTempDir(dataDir);
  });

  it('disables an account by email and enables it again with --enable', async () => {
    const account = await repositories.users.create({
      email: 'ada@example.com',
      displayName: 'Ada',
      isAnonymous: false,
    });
    const disabled = await runScript(dataDir, ['Ada@Example.com']);
    expect(disabled).toEqual({
      code: 0,
      output: 'Disabled ada@example.com: sign-in is refused and open sessions end at their next request.',
    });
    expect((await repositories.users.findById(account.id))?.disabledAt).toEqual(expect.any(Number));

    expect((await runScript(dataDir, ['ada@example.com', '--enable'])).code).toBe(0);
    expect((await repositories.users.findById(account.id))?.disabledAt).toBeNull();
  });

  it('exits 1 naming the email when no account has it', async () => {
    expect(await runScript(dataDir, ['nobody@example.com'])).toEqual({
      code: 1,
      output: 'No account has the email nobody@example.com.',
    });
  });

  it('exits 2 with the usage when the email is missing', async () => {
    expect(await runScript(dataDir, [])).toEqual({
      code: 2,
      output: 'Usage: disable-user <email> [--enable]',
    });
  });
});
