import SqliteDatabase from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import type { Database } from './schema.ts';

/** A read-only Kysely over an SQLite file, and how to let go of the file. */
export interface ReadOnlySqlite {
  readonly db: Kysely<Database>;
  close(): Promise<void>;
}

/**
 * Opens an existing SQLite file for reading only, for operator commands that run beside the server: no
 * writer thread, no checkpoints, no migrations, and SQLite refuses any write. WAL lets it read while the
 * server writes; the busy timeout waits out the moment a checkpoint holds the file.
 *
 * @throws when the file does not exist or is no SQLite database
 */
export function openSqliteReadOnly(file: string): ReadOnlySqlite {
  const connection = new SqliteDatabase(file, { readonly: true, fileMustExist: true });
  connection.pragma('busy_timeout = 5000');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: connection }) });
  return {
    db,
    async close() {
      await db.destroy();
      // Kysely only closes connections it has used; close the file even if no query ran.
      if (connection.open) connection.close();
    },
  };
}
