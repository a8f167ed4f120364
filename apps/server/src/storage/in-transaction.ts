import type { Kysely, Transaction } from 'kysely';
import type { Database } from './schema.ts';

type Db = Kysely<Database>;

/**
 * A runner that gives `work` a transaction of its own, or, when `db` already is one (the caller's), runs it
 * straight in that: Kysely cannot nest transactions. Shared by the repositories that write several tables.
 */
export function transactionRunner(db: Db): <T>(work: (trx: Db) => Promise<T>) => Promise<T> {
  return (work) =>
    db.isTransaction ? work(db) : db.transaction().execute((trx: Transaction<Database>) => work(trx));
}
