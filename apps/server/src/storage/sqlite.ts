import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely } from 'kysely';
import type { Database } from './schema.ts';
import { ImmediateTransactionsSqliteDialect } from './sqlite-immediate-dialect.ts';
import { withStatementCache } from './statement-cache.ts';
import { startWalCheckpointer, type WalCheckpointer } from './wal-checkpointer.ts';

/** The SQLite connection and the Kysely instance over it. */
export interface OpenedSqlite {
  readonly db: Kysely<Database>;
  readonly connection: SqliteDatabase.Database;
  /** Checkpoints the WAL off this thread; none for an in-memory database. */
  readonly checkpointer: WalCheckpointer | null;
}

/**
 * Opens (creating when missing) the SQLite file, tuned for one server process with readers beside it:
 * WAL lets reads run during a write, NORMAL sync is safe with WAL, and the busy timeout makes a second
 * process wait for a lock instead of failing at once. The WAL is checkpointed by a worker thread
 * (wal-checkpointer.ts), not by the commits; transactions take the write lock when they begin
 * (sqlite-immediate-dialect.ts), so they wait for the checkpointer instead of failing.
 */
export function openSqlite(file: string): OpenedSqlite {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const connection = new SqliteDatabase(file);
  connection.pragma('journal_mode = WAL');
  connection.pragma('foreign_keys = ON');
  connection.pragma('busy_timeout = 5000');
  connection.pragma('synchronous = NORMAL');
  connection.pragma('cache_size = -32768');
  const db = new Kysely<Database>({
    dialect: new ImmediateTransactionsSqliteDialect({ database: withStatementCache(connection) }),
  });
  const checkpointer = file === ':memory:' ? null : startWalCheckpointer(connection, file);
  return { db, connection, checkpointer };
}
