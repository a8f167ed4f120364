import type { FastifyBaseLogger } from 'fastify';
import type { Repositories } from '../storage/repositories.ts';
import { LONGEST_WINDOW_MS, RATE_LIMITS } from './rate-limits.ts';

/** Each node sweeps at most this often; sweeping twice (from two nodes) is harmless. */
const SWEEP_EVERY_MS = 10 * 60_000;
/** A guest this young may be between its user row and its session row; never sweep it. */
const GUEST_GRACE_MS = 24 * 60 * 60_000;

/**
 * Deletes what can no longer be used: expired sessions, reset tokens and sign-up links, guests left without a
 * session, rate-limit windows older than the longest window and sign-in throttles idle long enough to
 * be forgotten. Call `maybeSweep()` on identity requests; it does the work at most
 * once per interval on this node, so no timer has to be run or stopped.
 */
export function createHousekeeping(
  repositories: Repositories,
  options: { now: () => number; logger: FastifyBaseLogger },
) {
  let lastSweep = -Infinity;
  return {
    async maybeSweep(): Promise<void> {
      const time = options.now();
      if (time - lastSweep < SWEEP_EVERY_MS) return;
      lastSweep = time;
      try {
        await repositories.sessions.deleteExpired(time);
        await repositories.users.deleteAbandonedGuests(time - GUEST_GRACE_MS);
        await repositories.passwordResetTokens.deleteExpired(time);
        await repositories.pendingSignUps.deleteExpired(time);
        await repositories.rateLimits.deleteWindowsBefore(time - LONGEST_WINDOW_MS);
        await repositories.signInThrottle.deleteIdleSince(time - RATE_LIMITS.signInAttempts.forgetAfterMs);
      } catch (error) {
        // Leftover rows cost only space; the request that triggered the sweep goes on.
        options.logger.warn(
          { err: error },
          'Deleting expired sessions, links, guests, counters and throttles failed',
        );
      }
    },
  };
}

export type Housekeeping = ReturnType<typeof createHousekeeping>;
