/** A bucket's size and refill; see INTENT_RATE. */
export interface TokenBucketLimits {
  readonly perSecond: number;
  readonly burst: number;
}

/** Admits events at a steady rate with room for a burst; pure but for the clock it is given. */
export interface TokenBucket {
  /** Takes one token: true when the event may go ahead, false when the bucket is empty. */
  take(): boolean;
}

/** A full bucket; `now` is a monotonic clock in milliseconds. */
export function createTokenBucket(limits: TokenBucketLimits, now: () => number): TokenBucket {
  let tokens = limits.burst;
  let refilledAt = now();
  return {
    take() {
      const time = now();
      tokens = Math.min(limits.burst, tokens + ((time - refilledAt) * limits.perSecond) / 1000);
      refilledAt = time;
      if (tokens < 1) return false;
      tokens -= 1;
      return true;
    },
  };
}
