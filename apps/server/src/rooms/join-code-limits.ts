import { identityErrors } from '../identity/identity-error.ts';
import type { RateLimitRepository } from '../storage/rate-limit-repository.ts';

/**
 * Wrong join codes allowed per user and per IP address in a window. With 32^6 codes, this many guesses
 * per ten minutes could not find a room in any useful time, while a player who mistypes a few times is
 * never stopped. The address gets more than one user: a school class of 35 behind one address may
 * mistype a code once or twice each (decision 019). Identity's housekeeping deletes the counters (its
 * longest window is longer).
 */
export const JOIN_CODE_FAILURES = { perUser: 10, perAddress: 50, windowMs: 10 * 60_000 } as const;

/** A guess counted before the code is looked up; a right code gives it back. */
export interface JoinCodeGuess {
  /** Uncounts the guess: the code was right, so it used up nothing. */
  giveBack(): Promise<void>;
}

/** The failure counters of join-by-code, kept in the database so every node counts together. */
export interface JoinCodeLimits {
  /**
   * Counts one guess against the IP and the user before the code is looked up, refusing with a 429
   * IdentityError once either has used up its wrong guesses. Counting first, in one atomic statement per
   * counter, keeps a burst of parallel guesses from all passing a check that none has counted yet.
   */
  reserveGuess(ip: string, uid: string): Promise<JoinCodeGuess>;
}

export function createJoinCodeLimits(counters: RateLimitRepository, now: () => number): JoinCodeLimits {
  const { perUser, perAddress, windowMs } = JOIN_CODE_FAILURES;
  const keys = (ip: string, uid: string) => [`join-code-failure:ip:${ip}`, `join-code-failure:user:${uid}`];
  const limits = [perAddress, perUser];

  return {
    async reserveGuess(ip, uid) {
      const time = now();
      const start = time - (time % windowMs);
      const counts = await Promise.all(keys(ip, uid).map((key) => counters.hit(key, start)));
      if (counts.some((count, index) => count > limits[index]!))
        throw identityErrors.tooManyRequests(Math.max(1, Math.ceil((start + windowMs - time) / 1000)));
      return {
        giveBack: async () => {
          for (const key of keys(ip, uid)) await counters.takeBack(key, start);
        },
      };
    },
  };
}
