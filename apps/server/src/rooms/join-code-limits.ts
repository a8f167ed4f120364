import { identityErrors } from '../identity/identity-error.ts';
import type { RateLimitRepository } from '../storage/rate-limit-repository.ts';

/**
 * Wrong join codes allowed per IP address and per user in a window. With 32^6 codes, this many guesses
 * per ten minutes could not find a room in any useful time, while a player who mistypes a few times is
 * never stopped. Identity's housekeeping deletes the counters (its longest window is longer).
 */
export const JOIN_CODE_FAILURES = { limit: 10, windowMs: 10 * 60_000 } as const;

/** The failure counters of join-by-code, kept in the database so every node counts together. */
export interface JoinCodeLimits {
  /** Refuses with a 429 IdentityError while the IP or the user has used up its wrong guesses. */
  check(ip: string, uid: string): Promise<void>;
  /** Counts one wrong or malformed code against the IP and the user. */
  recordFailure(ip: string, uid: string): Promise<void>;
}

export function createJoinCodeLimits(counters: RateLimitRepository, now: () => number): JoinCodeLimits {
  const { limit, windowMs } = JOIN_CODE_FAILURES;
  const keys = (ip: string, uid: string) => [`join-code-failure:ip:${ip}`, `join-code-failure:user:${uid}`];
  const windowStart = (time: number) => time - (time % windowMs);

  return {
    async check(ip, uid) {
      const time = now();
      const start = windowStart(time);
      const counts = await Promise.all(keys(ip, uid).map((key) => counters.count(key, start)));
      if (counts.some((count) => count >= limit))
        throw identityErrors.tooManyRequests(Math.max(1, Math.ceil((start + windowMs - time) / 1000)));
    },
    async recordFailure(ip, uid) {
      const start = windowStart(now());
      for (const key of keys(ip, uid)) await counters.hit(key, start);
    },
  };
}
