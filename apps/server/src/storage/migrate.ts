import { Migrator, type Kysely, type MigrationProvider } from 'kysely';
import { MIGRATIONS } from './migrations/index.ts';

const staticProvider: MigrationProvider = {
  getMigrations: () => Promise.resolve({ ...MIGRATIONS }),
};

/**
 * Applies every migration the database has not seen yet, in order. Safe to run on every start and from
 * several servers at once (Kysely takes a lock). Returns the names it applied, empty when up to date.
 *
 * @throws Error naming the failed migration; earlier migrations of the same run stay applied on SQLite,
 *   while PostgreSQL rolls the whole run back
 */
export async function migrateToLatest<DB>(db: Kysely<DB>): Promise<string[]> {
  const migrator = new Migrator({ db, provider: staticProvider });
  const { error, results = [] } = await migrator.migrateToLatest();
  if (error !== undefined) {
    const failed = results.find((result) => result.status === 'Error')?.migrationName;
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(
      failed === undefined
        ? `Migrating the database failed: ${reason}`
        : `Migration ${failed} failed: ${reason}`,
      { cause: error },
    );
  }
  return results.map((result) => result.migrationName);
}
