import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from './schema.ts';

/** How sign-in attempts on one account are spaced out. */
export interface ThrottleLadder {
  /** `waitsMs[n - 1]` is the wait after the nth counted attempt; the last entry holds for all later ones. */
  readonly waitsMs: readonly number[];
  /** An account without an attempt for this long starts counting from zero again. */
  readonly forgetAfterMs: number;
}

/** The answer to a reservation: counted and free to check the password, or refused until a time. */
export type Reservation =
  | { readonly granted: true; readonly failures: number }
  | { readonly granted: false; readonly blockedUntil: number };

/** Per-account sign-in throttling in the database, so every node sharing it sees the same attempts. */
export interface SignInThrottleRepository {
  /**
   * Counts one attempt on `account` as a failure and sets its next wait, all in one statement, unless the
   * account is waiting at `now`: then nothing changes and the answer says until when.
   */
  reserve(account: string, now: number, ladder: ThrottleLadder): Promise<Reservation>;
  /** Forgets the account's attempts, after a right password. */
  clear(account: string): Promise<void>;
  /** Deletes rows whose last attempt was before `time`; returns how many went. */
  deleteIdleSince(time: number): Promise<number>;
}

/** The SignInThrottleRepository over the sign_in_throttle table. */
export function createSignInThrottleRepository(db: Kysely<Database>): SignInThrottleRepository {
  return {
    async reserve(account, now, ladder) {
      // A single upsert decides, so parallel attempts on any node are counted one after another: each
      // sees the wait the previous one set. Every expression reads the row as it was before this update.
      const stored = {
        failures: sql.ref('sign_in_throttle.failures'),
        lastAttemptAt: sql.ref('sign_in_throttle.last_attempt_at'),
        blockedUntil: sql.ref('sign_in_throttle.blocked_until'),
      };
      const attemptAt = sql.ref<number>('excluded.last_attempt_at'); // `now`, typed as the bigint column
      const failures = sql<number>`case when ${stored.lastAttemptAt} <= ${attemptAt} - ${sql.lit(ladder.forgetAfterMs)}
        then 1 else ${stored.failures} + 1 end`;
      const granted = await db
        .insertInto('sign_in_throttle')
        .values({ account, failures: 1, last_attempt_at: now, blocked_until: now + (ladder.waitsMs[0] ?? 0) })
        .onConflict((conflict) =>
          conflict
            .column('account')
            .doUpdateSet({
              failures,
              last_attempt_at: attemptAt,
              blocked_until: sql<number>`${attemptAt} + ${waitAfter(failures, ladder.waitsMs)}`,
            })
            .where(sql<boolean>`${stored.blockedUntil} <= ${attemptAt}`),
        )
        .returning('failures')
        .executeTakeFirst();
      if (granted !== undefined) return { granted: true, failures: Number(granted.failures) };

      const waiting = await db
        .selectFrom('sign_in_throttle')
        .select('blocked_until')
        .where('account', '=', account)
        .executeTakeFirst();
      // Gone already means a right password just cleared it: the caller may simply try again.
      return { granted: false, blockedUntil: waiting === undefined ? now : Number(waiting.blocked_until) };
    },

    async clear(account) {
      await db.deleteFrom('sign_in_throttle').where('account', '=', account).execute();
    },

    async deleteIdleSince(time) {
      const result = await db
        .deleteFrom('sign_in_throttle')
        .where('last_attempt_at', '<', time)
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}

/**
 * The ladder as a CASE expression. Its numbers are written into the SQL rather than bound: they come
 * from code, keep the statement text the same for every call, and PostgreSQL cannot infer the type of
 * a parameter that stands alone in a CASE branch.
 */
function waitAfter(failures: RawBuilder<number>, waitsMs: ThrottleLadder['waitsMs']): RawBuilder<number> {
  if (waitsMs.length === 0) return sql<number>`0`;
  const steps = waitsMs.map((wait, index) => sql`when ${sql.lit(index + 1)} then ${sql.lit(wait)}`);
  const last = sql.lit(waitsMs.at(-1));
  return sql<number>`case ${failures} ${sql.join(steps, sql` `)} else ${last} end`;
}
