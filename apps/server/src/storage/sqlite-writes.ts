import type SqliteDatabase from 'better-sqlite3';
import type { Kysely } from 'kysely';
import type { DraftUpdate, RoomUpdate } from './rooms-repository.ts';
import type { Database } from './schema.ts';
import { prepareSqliteWrites, type SqliteWriteStatements } from './sqlite-write-statements.ts';

/**
 * Where a SQLite server commits its drafts and room changes, a batch per transaction
 * (sqlite-write-statements.ts): a writer thread for a database file, this thread for one in memory.
 * Each answers, per change, whether it was written; it rejects when the transaction failed (then
 * nothing of the batch was written).
 */
export interface SqliteWrites {
  writeDrafts(changes: readonly DraftUpdate[]): Promise<readonly boolean[]>;
  writeRooms(changes: readonly RoomUpdate[]): Promise<readonly boolean[]>;
  /** Waits for the writes under way and stops taking new ones. */
  close(): Promise<void>;
}

/**
 * The writes on the server's own connection, for an in-memory database (no other thread can open it)
 * and as the writer thread's fallback. They run while holding Kysely's connection, so no Kysely
 * transaction is open on it meanwhile.
 */
export function inThreadSqliteWrites(
  db: Kysely<Database>,
  connection: SqliteDatabase.Database,
): SqliteWrites {
  // Prepared on first use: the tables exist only once the migrations have run.
  let statements: SqliteWriteStatements | undefined;
  const run = <T>(write: (prepared: SqliteWriteStatements) => T): Promise<T> =>
    db.connection().execute(async () => write((statements ??= prepareSqliteWrites(connection))));
  return {
    writeDrafts: (changes) => run((prepared) => prepared.drafts(changes)),
    writeRooms: (changes) => run((prepared) => prepared.rooms(changes)),
    close: async () => {},
  };
}
