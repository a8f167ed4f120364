import { sql, type Kysely } from 'kysely';
import type { DatabaseTarget } from '../config.ts';
import { openPostgres } from './postgres.ts';
import type { Database } from './schema.ts';
import { openSqlite } from './sqlite.ts';
import type { SqliteWrites } from './sqlite-writes.ts';

export type DatabaseDialect = DatabaseTarget['dialect'];

/** An open database: the typed query builder plus what the server needs to watch and close it. */
export interface DatabaseHandle {
  readonly db: Kysely<Database>;
  readonly dialect: DatabaseDialect;
  /** Where SQLite commits drafts and room changes, skipping Kysely (sqlite-writes.ts); null on PostgreSQL. */
  readonly sqliteWrites: SqliteWrites | null;
  /** Resolves when the database answers a trivial query; rejects when it cannot be reached. */
  ping(): Promise<void>;
  /** Closes every connection; later queries fail. Calling it again does nothing. */
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** Told about failures of idle PostgreSQL connections, which would otherwise go unnoticed. */
  readonly onConnectionError?: (error: Error) => void;
}

/**
 * Opens the database the configuration names: the SQLite file (created with its directory when
 * missing) or a PostgreSQL pool. Tables are not created here; run `migrateToLatest(handle.db)` next.
 */
export function openDatabase(
  config: { readonly database: DatabaseTarget },
  options: OpenDatabaseOptions = {},
): DatabaseHandle {
  const target = config.database;
  if (target.dialect === 'sqlite') {
    const { db, connection, writes, checkpointer } = openSqlite(target.file);
    return createHandle(db, writes, async () => {
      // The writes under way commit first; the checkpointer's last pass then takes them in.
      await writes.close();
      await db.destroy();
      // Kysely only closes connections it has used; close the file even if no query ran.
      if (connection.open) connection.close();
      await checkpointer?.stop();
    });
  }
  const { db, pool } = openPostgres(target.url, options.onConnectionError ?? (() => {}));
  return createHandle(db, null, async () => {
    await db.destroy();
    if (!pool.ended) await pool.end();
  });
}

function createHandle(
  db: Kysely<Database>,
  sqliteWrites: SqliteWrites | null,
  closeOnce: () => Promise<void>,
): DatabaseHandle {
  let closing: Promise<void> | undefined;
  return {
    db,
    dialect: sqliteWrites ? 'sqlite' : 'postgres',
    sqliteWrites,
    async ping() {
      await sql`select 1`.execute(db);
    },
    close() {
      closing ??= closeOnce();
      return closing;
    },
  };
}
