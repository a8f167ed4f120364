import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { refereeKey } from '@npat/referee';
import { afterEach, describe, expect, it } from 'vitest';
import { CONFIG_VARIABLES } from '../src/config.ts';
import { openDatabase } from '../src/storage/database.ts';
import { migrateToLatest } from '../src/storage/migrate.ts';
import { createRepositories } from '../src/storage/repositories.ts';

const cli = fileURLToPath(new URL('./referee.ts', import.meta.url));
// The command loads a language's places and names in a child process: seconds on a busy machine.
const SLOW = 60_000;

/** Runs `referee check` on these queries with only DATA_DIR set of the server's variables. */
function check(dataDir: string, queries: readonly object[]) {
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !CONFIG_VARIABLES.includes(name)),
  );
  const { stdout, stderr, status } = spawnSync(process.execPath, ['--import', 'tsx', cli, 'check'], {
    input: queries.map((query) => JSON.stringify(query)).join('\n'),
    encoding: 'utf8',
    env: { ...env, DATA_DIR: dataDir },
  });
  expect(status, stderr).toBe(0);
  return {
    answers: stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as unknown),
    stderr,
  };
}

/** Records `games` reviews of the server's database that decided on one German animal. */
async function reviews(file: string, answer: string, accepted: boolean, games: number): Promise<void> {
  const database = openDatabase({ database: { dialect: 'sqlite', file } });
  try {
    await migrateToLatest(database.db);
    const { refereeLearned } = createRepositories(database.db);
    const answerKey = refereeKey(answer, 'de');
    for (let game = 0; game < games; game += 1) {
      await refereeLearned.record([{ language: 'de', category: 'animal', answerKey, accepted }]);
    }
  } finally {
    await database.close();
  }
}

describe('npm run referee -- check', () => {
  let dataDir = '';
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it(
    "judges by what finished reviews decided in the server's SQLite file under DATA_DIR",
    async () => {
      dataDir = mkdtempSync(join(tmpdir(), 'npat-referee-'));
      const file = join(dataDir, 'npat.sqlite');
      await reviews(file, 'Zorglubet', true, 3);
      await reviews(file, 'Zorglubat', false, 3);
      await reviews(file, 'Zorglubix', true, 2);

      const animal = (answer: string, language = 'de') => ({
        language,
        category: 'animal',
        letter: 'Z',
        answer,
      });
      const { answers, stderr } = check(dataDir, [
        animal('Zorglubet'),
        animal('zorglubet'),
        animal('Zorglubet', 'fr'),
        animal('Zorglubat'),
        animal('Zorglubix'),
      ]);
      expect(answers).toEqual([
        { verdict: 'known', reason: { kind: 'players', games: 3 } },
        { verdict: 'known', reason: { kind: 'players', games: 3 } },
        { verdict: 'unknown', reason: { kind: 'none' } },
        { verdict: 'doubtful', reason: { kind: 'struck-out', games: 3 } },
        { verdict: 'unknown', reason: { kind: 'none' } },
      ]);
      expect(stderr).toContain(file);
    },
    SLOW,
  );

  it(
    'judges by the data alone, and creates no file, when DATA_DIR holds no database',
    () => {
      dataDir = mkdtempSync(join(tmpdir(), 'npat-referee-'));
      const { answers, stderr } = check(dataDir, [
        { language: 'de', category: 'animal', letter: 'Z', answer: 'Zorglubet' },
        { language: 'de', category: 'countries', letter: 'F', answer: 'Frankreich' },
      ]);
      expect(answers).toEqual([
        { verdict: 'unknown', reason: { kind: 'none' } },
        { verdict: 'known', reason: { kind: 'data', category: 'countries', source: 'cldr' } },
      ]);
      expect(stderr).toContain('no database');
      expect(readdirSync(dataDir)).toEqual([]);
    },
    SLOW,
  );
});
