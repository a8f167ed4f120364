import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describeStorageContract } from './contract/describe-storage-contract.ts';
import { openDatabase } from './database.ts';

describeStorageContract('SQLite', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'npat-sqlite-'));
  const database = openDatabase({
    database: { dialect: 'sqlite', file: join(dir, 'nested', 'npat.sqlite') },
  });
  return {
    ...database,
    async close() {
      await database.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
});
