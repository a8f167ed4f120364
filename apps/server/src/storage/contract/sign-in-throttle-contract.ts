import { describe, expect, it } from 'vitest';
import type { ThrottleLadder } from '../sign-in-throttle-repository.ts';
import { useMigratedDatabase, type OpenEmptyDatabase } from './migrated-database.ts';

const MINUTE = 60_000;
/** Late enough that times need more than 32 bits, as real ones do. */
const T0 = Date.UTC(2026, 10, 24, 12, 0, 0);
/** Two free attempts, then waits of 1 s and 4 s, and 4 s from then on. */
const LADDER: ThrottleLadder = { waitsMs: [0, 0, 1000, 4000], forgetAfterMs: 10 * MINUTE };

/** The sign-in throttle's contract: one atomic reservation per attempt, waits by the ladder, cheap expiry. */
export function describeSignInThrottleContract(openEmpty: OpenEmptyDatabase): void {
  describe('sign-in throttle repository', () => {
    const use = useMigratedDatabase(openEmpty);

    it('grants the free attempts at once, then only after each wait the ladder sets', async () => {
      const { signInThrottle } = use().repositories;
      const reserve = (at: number) => signInThrottle.reserve('ladder@example.com', at, LADDER);
      expect(await reserve(T0)).toEqual({ granted: true, failures: 1 });
      expect(await reserve(T0)).toEqual({ granted: true, failures: 2 });
      expect(await reserve(T0)).toEqual({ granted: true, failures: 3 });
      expect(await reserve(T0)).toEqual({ granted: false, blockedUntil: T0 + 1000 });
      expect(await reserve(T0 + 999)).toEqual({ granted: false, blockedUntil: T0 + 1000 });
      expect(await reserve(T0 + 1000)).toEqual({ granted: true, failures: 4 });
      expect(await reserve(T0 + 1000)).toEqual({ granted: false, blockedUntil: T0 + 5000 });
      // Past the end of the ladder its last wait holds, so an attempt never answered blocks no longer.
      expect(await reserve(T0 + 5000)).toEqual({ granted: true, failures: 5 });
      expect(await reserve(T0 + 5000)).toEqual({ granted: false, blockedUntil: T0 + 9000 });
    });

    it('grants exactly the free attempts among 20 concurrent ones and refuses the rest', async () => {
      const { signInThrottle } = use().repositories;
      const answers = await Promise.all(
        Array.from({ length: 20 }, () => signInThrottle.reserve('burst@example.com', T0, LADDER)),
      );
      const granted = answers.flatMap((answer) => (answer.granted ? [answer.failures] : []));
      expect(granted.sort((a, b) => a - b)).toEqual([1, 2, 3]);
      expect(answers.filter((answer) => !answer.granted)).toEqual(
        Array.from({ length: 17 }, () => ({ granted: false, blockedUntil: T0 + 1000 })),
      );
    });

    it('counts from zero again after an idle period, and after clear', async () => {
      const { signInThrottle } = use().repositories;
      const reserve = (account: string, at: number) => signInThrottle.reserve(account, at, LADDER);
      for (const account of ['idle@example.com', 'cleared@example.com']) {
        for (let attempt = 0; attempt < 3; attempt += 1) await reserve(account, T0);
      }
      expect(await reserve('idle@example.com', T0 + 10 * MINUTE - 1)).toEqual({ granted: true, failures: 4 });
      expect(await reserve('idle@example.com', T0 + 30 * MINUTE)).toEqual({ granted: true, failures: 1 });

      await signInThrottle.clear('cleared@example.com');
      expect(await reserve('cleared@example.com', T0)).toEqual({ granted: true, failures: 1 });
    });

    it('keeps the attempts of each account apart', async () => {
      const { signInThrottle } = use().repositories;
      for (let attempt = 0; attempt < 3; attempt += 1)
        await signInThrottle.reserve('first@example.com', T0, LADDER);
      expect(await signInThrottle.reserve('second@example.com', T0, LADDER)).toEqual({
        granted: true,
        failures: 1,
      });
    });

    it('deletes rows idle since a time and keeps later ones', async () => {
      const { database, repositories } = use();
      await repositories.signInThrottle.reserve('old@example.com', T0 - 60 * MINUTE, LADDER);
      await repositories.signInThrottle.reserve('recent@example.com', T0, LADDER);
      expect(await repositories.signInThrottle.deleteIdleSince(T0 - 30 * MINUTE)).toBeGreaterThanOrEqual(1);
      const left = await database.db
        .selectFrom('sign_in_throttle')
        .select('account')
        .where('account', 'in', ['old@example.com', 'recent@example.com'])
        .execute();
      expect(left).toEqual([{ account: 'recent@example.com' }]);
    });
  });
}
