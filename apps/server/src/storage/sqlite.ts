import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely } from 'kysely';
import type { Database } from './schema.ts';
import { READER_CACHE_KB, tuneSqliteConnection, WRITER_CACHE_KB } from './sqlite-connection.ts';
import { ImmediateTransactionsSqliteDialect } from './sqlite-immediate-dialect.ts';
import { startSqliteWriterThread } from './sqlite-writer-thread.ts';
import { inThreadSqliteWrites, type SqliteWrites } from './sqlite-writes.ts';
import { withStatementCache } from './statement-cache.ts';
import { startWalCheckpointer, type WalCheckpointer } from './wal-checkpointer.ts';

/** The SQLite connection, the Kysely instance over it, and where the game's writes are committed. */
export interface OpenedSqlite {
  readonly db: Kysely<Database>;
  readonly connection: SqliteDatabase.Database;
  /** Drafts and room changes: on a writer thread for a file, on this thread in memory. */
  readonly writes: SqliteWrites;
  /** Checkpoints the WAL off this thread; none for an in-memory database. */
  readonly checkpointer: WalCheckpointer | null;
}

/**
 * Opens (creating when missing) the SQLite file, tuned for one server process with readers beside it
 * (sqlite-connection.ts). The game's writes, most of the server's commits, go to a writer thread with a
 * connection of its own (sqlite-writer-thread.ts); this connection serves Kysely: reads, and the rarer
 * writes of accounts, sessions and room creation. The WAL is checkpointed by another worker thread
 * (wal-checkpointer.ts), not by the commits; Kysely's transactions take the write lock when they begin
 * (sqlite-immediate-dialect.ts), so they wait for the other connections instead of failing.
 */
export function openSqlite(file: string): OpenedSqlite {
  const inMemory = file === ':memory:';
  if (!inMemory) mkdirSync(dirname(file), { recursive: true });
  const connection = new SqliteDatabase(file);
  tuneSqliteConnection(connection, inMemory ? WRITER_CACHE_KB : READER_CACHE_KB);
  const db = new Kysely<Database>({
    dialect: new ImmediateTransactionsSqliteDialect({ database: withStatementCache(connection) }),
  });
  const inThread = inThreadSqliteWrites(db, connection);
  if (inMemory) return { db, connection, writes: inThread, checkpointer: null };
  const writes = startSqliteWriterThread(file, inThread, { checkpointedElsewhere: true });
  const checkpointer = startWalCheckpointer(connection, file, {
    onFailure: () => writes.checkpointByItself(),
  });
  return { db, connection, writes, checkpointer };
}
