import type { RateLimitRepository } from '../storage/rate-limit-repository.ts';
import { identityErrors } from './identity-error.ts';

const MINUTE = 60_000;

/** The limits, in one place. The per-IP count comes from AUTH_RATE_LIMIT_PER_MINUTE. */
export const RATE_LIMITS = {
  /** Each action per IP address: this many per window (default 20 per minute). */
  perIp: { windowMs: MINUTE },
  /** Failed sign-ins per account (by email), wherever they come from. */
  signInFailures: { limit: 5, windowMs: 15 * MINUTE },
  /** Reset mails per account (by email): enough for a lost mail or two, too few to flood an inbox. */
  resetMails: { limit: 3, windowMs: 60 * MINUTE },
} as const;

/** The longest window; counters older than this can go. */
export const LONGEST_WINDOW_MS = Math.max(
  RATE_LIMITS.perIp.windowMs,
  RATE_LIMITS.signInFailures.windowMs,
  RATE_LIMITS.resetMails.windowMs,
);

/** Actions limited per IP address, each counted on its own. */
export type PerIpAction = 'guest' | 'sign-up' | 'sign-in' | 'reset-request' | 'reset';

/** Checks of the limits; each refusal is a 429 IdentityError with the seconds to wait. */
export interface RateLimiter {
  /** Counts one attempt of `action` from `ip`, refusing it when the IP is over its limit. */
  limitIp(action: PerIpAction, ip: string): Promise<void>;
  /** Refuses a sign-in to `email` while it has too many recent failures. */
  checkSignInFailures(email: string): Promise<void>;
  recordSignInFailure(email: string): Promise<void>;
  /** Forgets the failures after a successful sign-in, so a typo or two does not linger. */
  clearSignInFailures(email: string): Promise<void>;
  /** Counts one reset mail to `email`, refusing it when the account had enough for now. */
  limitResetMails(email: string): Promise<void>;
}

/**
 * Fixed-window limits counted in the database, so all nodes sharing it enforce them together.
 * Keys name what is counted (`ip:sign-in:203.0.113.7`, `sign-in-failure:ada@example.com`).
 */
export function createRateLimiter(
  counters: RateLimitRepository,
  options: { perIpPerMinute: number; now: () => number },
): RateLimiter {
  const { now } = options;
  const windowOf = (windowMs: number) => {
    const time = now();
    const start = time - (time % windowMs);
    return { start, retryAfterSeconds: Math.max(1, Math.ceil((start + windowMs - time) / 1000)) };
  };
  const hitOrRefuse = async (key: string, limit: number, windowMs: number) => {
    const window = windowOf(windowMs);
    if ((await counters.hit(key, window.start)) > limit)
      throw identityErrors.tooManyRequests(window.retryAfterSeconds);
  };
  const failureKey = (email: string) => `sign-in-failure:${email.toLowerCase()}`;
  const { signInFailures, resetMails, perIp } = RATE_LIMITS;

  return {
    limitIp: (action, ip) => hitOrRefuse(`ip:${action}:${ip}`, options.perIpPerMinute, perIp.windowMs),

    async checkSignInFailures(email) {
      const window = windowOf(signInFailures.windowMs);
      if ((await counters.count(failureKey(email), window.start)) >= signInFailures.limit)
        throw identityErrors.tooManyRequests(window.retryAfterSeconds);
    },
    async recordSignInFailure(email) {
      await counters.hit(failureKey(email), windowOf(signInFailures.windowMs).start);
    },
    clearSignInFailures: (email) => counters.clear(failureKey(email)),

    limitResetMails: (email) =>
      hitOrRefuse(`reset-mail:${email.toLowerCase()}`, resetMails.limit, resetMails.windowMs),
  };
}
