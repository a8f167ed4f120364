import { Migrator } from 'kysely';
import { afterAll, beforeAll } from 'vitest';
import type { DatabaseHandle } from '../database.ts';
import { migrateToLatest } from '../migrate.ts';
import { MIGRATIONS } from '../migrations/index.ts';
import { createRepositories, type Repositories } from '../repositories.ts';

/** Opens a fresh, empty database for one group of tests; its `close()` also removes it. */
export type OpenEmptyDatabase = () => Promise<DatabaseHandle>;

/** What a contract group works with: the handle and repositories over it. */
export interface MigratedDatabase {
  readonly database: DatabaseHandle;
  readonly repositories: Repositories;
}

/**
 * Opens one migrated database before the enclosing group's tests and closes it after them.
 * Returns a getter, since the value exists only once `beforeAll` has run.
 */
export function useMigratedDatabase(
  openEmpty: OpenEmptyDatabase,
  now?: () => number,
): () => MigratedDatabase {
  let migrated: MigratedDatabase | undefined;
  beforeAll(async () => {
    const database = await openEmpty();
    await migrateToLatest(database.db);
    migrated = { database, repositories: createRepositories(database.db, now, database.sqliteWrites) };
  });
  afterAll(() => migrated?.database.close());
  return () => {
    if (migrated === undefined) throw new Error('the database is opened in beforeAll');
    return migrated;
  };
}

/** Applies the migrations up to and including `name`, to set up data as an older server stored it. */
export async function migrateUpTo(database: DatabaseHandle, name: string): Promise<void> {
  const provider = { getMigrations: () => Promise.resolve({ ...MIGRATIONS }) };
  const { error } = await new Migrator({ db: database.db, provider }).migrateTo(name);
  if (error !== undefined) throw error;
}
