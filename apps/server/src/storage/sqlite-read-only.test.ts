import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './database.ts';
import { migrateToLatest } from './migrate.ts';
import { createRepositories } from './repositories.ts';
import { openSqliteReadOnly } from './sqlite-read-only.ts';

describe('openSqliteReadOnly', () => {
  const dir = mkdtempSync(join(tmpdir(), 'npat-read-only-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('reads what the server wrote while it is open, and refuses to write', async () => {
    const file = join(dir, 'npat.sqlite');
    const server = openDatabase({ database: { dialect: 'sqlite', file } });
    await migrateToLatest(server.db);
    await createRepositories(server.db).refereeLearned.record([
      { language: 'de', category: 'animal', answerKey: 'zorglub', accepted: true },
    ]);

    const reader = openSqliteReadOnly(file);
    try {
      expect(
        await createRepositories(reader.db).refereeLearned.countsOf('de', [
          { category: 'animal', answerKey: 'zorglub' },
        ]),
      ).toEqual([{ category: 'animal', answerKey: 'zorglub', accepted: 1, struck: 0 }]);
      await expect(
        createRepositories(reader.db).refereeLearned.record([
          { language: 'de', category: 'animal', answerKey: 'zorglub', accepted: true },
        ]),
      ).rejects.toThrow(/readonly/);
    } finally {
      await reader.close();
      await server.close();
    }
  });

  it('refuses a file that does not exist instead of creating it', () => {
    expect(() => openSqliteReadOnly(join(dir, 'missing.sqlite'))).toThrow();
  });
});
