import { join } from 'node:path';
import { describe } from 'vitest';
import { describeWithService } from '../../testing/describe-with-service.ts';
import { makeTempDir, removeTempDir } from '../../testing/temp-dir.ts';
import {
  createPostgresTestDatabase,
  postgresUnavailableReason,
} from '../../storage/testing/postgres-test-database.ts';

/** A database that outlives the servers started on it, as a real one outlives a restart. */
export interface SharedDatabase {
  /** DATABASE_URL for every server started on it. */
  readonly url: string;
  remove(): Promise<void>;
}

export type OpenSharedDatabase = () => Promise<SharedDatabase>;

async function sqliteFile(): Promise<SharedDatabase> {
  const dir = makeTempDir('shared-db');
  return { url: join(dir, 'npat.sqlite'), remove: async () => removeTempDir(dir) };
}

async function postgresDatabase(): Promise<SharedDatabase> {
  const database = await createPostgresTestDatabase();
  return { url: database.url, remove: () => database.drop() };
}

const postgresReason = await postgresUnavailableReason();

/**
 * Declares a suite twice, on an SQLite file and on PostgreSQL, handing it a way to open a database that
 * several servers can use one after the other (describeOnEachDatabase gives each server its own).
 */
export function describeOnEachSharedDatabase(title: string, suite: (open: OpenSharedDatabase) => void): void {
  describe(`${title} (SQLite)`, () => suite(sqliteFile));
  describeWithService(`${title} (PostgreSQL)`, 'PostgreSQL', postgresReason, () => suite(postgresDatabase));
}
