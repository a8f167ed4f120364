import type { Kysely } from 'kysely';
import { DEFAULT_GROUP_COMMIT, groupCommit } from './group-commit.ts';
import type { Database } from './schema.ts';

type Db = Kysely<Database>;

/**
 * `write` for many changes (of different rooms) in one transaction, each with its own version check:
 * the changes that arrive together commit together, and each caller hears its own outcome. Rooms are
 * written in id order, so two nodes' transactions lock their rows in the same order and never deadlock.
 * A change alone whose write is `oneStatement` (PostgreSQL's, decision 040) needs no transaction: one
 * statement commits or fails whole, and it saves the round trips of BEGIN and COMMIT (decision 071).
 */
export function inOneTransaction<T extends { readonly id: string }>(
  db: Db,
  write: (trx: Db, change: T) => Promise<boolean>,
  { oneStatement = false }: { readonly oneStatement?: boolean } = {},
): (change: T) => Promise<boolean> {
  return groupCommit(
    (changes: readonly T[]) =>
      oneStatement && changes.length === 1 && changes[0] !== undefined
        ? write(db, changes[0]).then((written) => [written])
        : db.transaction().execute(async (trx) => {
            const written = new Map<T, boolean>();
            const inIdOrder = [...changes].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
            for (const change of inIdOrder) written.set(change, await write(trx, change));
            return changes.map((change) => written.get(change) ?? false);
          }),
    POOLED_GROUPS,
  );
}

/**
 * Groups written at once over PostgreSQL's pool (10 connections by default), leaving the rest to reads
 * and other transactions. Each room is in one group at a time on a node (its queue), so two groups of a
 * node never wait for each other's rows.
 */
const POOLED_GROUPS = { ...DEFAULT_GROUP_COMMIT, concurrency: 4 };
