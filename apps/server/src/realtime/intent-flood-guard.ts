import { createTokenBucket, type TokenBucketLimits } from './token-bucket.ts';

/** What to do with one event of a socket. */
export type FloodVerdict = 'accept' | 'refuse' | 'disconnect';

export interface FloodLimits {
  readonly rate: TokenBucketLimits;
  /** This many refusals within `windowMs` mean the client ignores them: it is disconnected. */
  readonly abuse: { readonly refusals: number; readonly windowMs: number };
}

/** One socket's guard: a token bucket, and a count of what it refused lately. */
export interface FloodGuard {
  admit(): FloodVerdict;
}

/**
 * Decides event by event: accepted while the bucket has tokens, refused once it is empty, and
 * 'disconnect' once the refusals of one window reach the abuse limit (a client that slowed down on
 * `rate-limited`, as ours does, never gets there). `now` is a monotonic clock in milliseconds.
 */
export function createFloodGuard(limits: FloodLimits, now: () => number): FloodGuard {
  const bucket = createTokenBucket(limits.rate, now);
  let windowStart = now();
  let refusals = 0;
  return {
    admit() {
      if (bucket.take()) return 'accept';
      const time = now();
      if (time - windowStart >= limits.abuse.windowMs) {
        windowStart = time;
        refusals = 0;
      }
      refusals += 1;
      return refusals >= limits.abuse.refusals ? 'disconnect' : 'refuse';
    },
  };
}
