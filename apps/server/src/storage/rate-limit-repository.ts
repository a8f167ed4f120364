import { sql, type Kysely } from 'kysely';
import type { Database } from './schema.ts';

/**
 * Fixed-window counters in the database, so every node sharing it counts the same attempts.
 * A window is identified by its start (epoch milliseconds); callers choose its length.
 */
export interface RateLimitRepository {
  /** Adds one to `key`'s counter for the window starting at `windowStart`; returns the new count. */
  hit(key: string, windowStart: number): Promise<number>;
  /** Takes one back from `key`'s counter in that window (never below 0): an attempt reserved, then not owed. */
  takeBack(key: string, windowStart: number): Promise<void>;
  /** The count of `key` in the window starting at `windowStart`, 0 when nothing was counted. */
  count(key: string, windowStart: number): Promise<number>;
  /** Deletes windows that started before `time`; returns how many rows went. */
  deleteWindowsBefore(time: number): Promise<number>;
}

/** The RateLimitRepository over the rate_limit_counters table. */
export function createRateLimitRepository(db: Kysely<Database>): RateLimitRepository {
  return {
    async hit(key, windowStart) {
      // One atomic upsert: concurrent hits on any node each add exactly one.
      const row = await db
        .insertInto('rate_limit_counters')
        .values({ key, window_start: windowStart, count: 1 })
        .onConflict((conflict) =>
          conflict
            .columns(['key', 'window_start'])
            .doUpdateSet({ count: sql<number>`${sql.ref('rate_limit_counters.count')} + 1` }),
        )
        .returning('count')
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    async takeBack(key, windowStart) {
      await db
        .updateTable('rate_limit_counters')
        .set({ count: sql<number>`${sql.ref('count')} - 1` })
        .where('key', '=', key)
        .where('window_start', '=', windowStart)
        .where('count', '>', 0)
        .execute();
    },

    async count(key, windowStart) {
      const row = await db
        .selectFrom('rate_limit_counters')
        .select('count')
        .where('key', '=', key)
        .where('window_start', '=', windowStart)
        .executeTakeFirst();
      return row === undefined ? 0 : Number(row.count);
    },

    async deleteWindowsBefore(time) {
      const result = await db
        .deleteFrom('rate_limit_counters')
        .where('window_start', '<', time)
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
