import type { Repositories } from '../storage/repositories.ts';
import type { ThrottleLadder } from '../storage/sign-in-throttle-repository.ts';
import { createGuestLimits, GUEST_WINDOWS, type GuestReservation } from './guest-limits.ts';
import { identityErrors } from './identity-error.ts';

const SECOND = 1000;
const MINUTE = 60 * SECOND;

/**
 * The limits, in one place. The per-IP counts come from the config: AUTH_RATE_LIMIT_PER_MINUTE for
 * sign-ups, sign-up links, sign-ins and resets, GUESTS_PER_IP_PER_MINUTE and GUESTS_PER_IP_PER_HOUR for guests.
 */
export const RATE_LIMITS = {
  /** Each action per IP address: this many per window (default 20 per minute). */
  perIp: { windowMs: MINUTE },
  /** Guests per IP address: a minute of requests and an hour of guests made (guest-limits.ts). */
  guestsPerIp: GUEST_WINDOWS,
  /**
   * Sign-in attempts per account (by email), wherever they come from: `free` at once, then a wait
   * after each that doubles from a second up to a minute, so guessing stays slow while whoever made
   * the guesses can keep the owner out for a minute at most once they stop. Quiet for
   * `forgetAfterMs`, the account starts afresh.
   */
  signInAttempts: { free: 5, firstWaitMs: SECOND, longestWaitMs: MINUTE, forgetAfterMs: 15 * MINUTE },
  /** Reset mails per account (by email): enough for a lost mail or two, too few to flood an inbox. */
  resetMails: { limit: 3, windowMs: 60 * MINUTE },
  /** Sign-up mails per email, new or taken alike (decision 049): enough for a lost mail, too few to flood. */
  signUpMails: { limit: 3, windowMs: 60 * MINUTE },
} as const;

/** The longest window; counters older than this can go. */
export const LONGEST_WINDOW_MS = Math.max(
  RATE_LIMITS.perIp.windowMs,
  RATE_LIMITS.guestsPerIp.longWindowMs,
  RATE_LIMITS.resetMails.windowMs,
  RATE_LIMITS.signUpMails.windowMs,
);

/** The waits after each counted sign-in attempt, as the throttle table applies them. */
export const SIGN_IN_LADDER: ThrottleLadder = signInLadder(RATE_LIMITS.signInAttempts);

/** Actions limited per IP address, each counted on its own. */
export type PerIpAction = 'sign-up' | 'sign-up-confirm' | 'sign-in' | 'reset-request' | 'reset';

/** Checks of the limits; each refusal is a 429 IdentityError with the seconds to wait. */
export interface RateLimiter {
  /** Counts one attempt of `action` from `ip`, refusing it when the IP is over its limit. */
  limitIp(action: PerIpAction, ip: string): Promise<void>;
  /**
   * Counts a guest request from `ip` and holds a place for its guest in the hour, refusing it when either
   * is full; give the place back when no guest was made.
   */
  reserveGuest(ip: string): Promise<GuestReservation>;
  /**
   * Counts a sign-in attempt on `email` as a failure before its password is checked, refusing it while
   * the account must wait. Counting first means parallel attempts cannot all pass one check.
   */
  reserveSignInAttempt(email: string): Promise<void>;
  /** Forgets the attempts after a successful sign-in or reset, so a typo or two does not linger. */
  clearSignInFailures(email: string): Promise<void>;
  /** Counts one reset mail to `email`, refusing it when the account had enough for now. */
  limitResetMails(email: string): Promise<void>;
  /** Counts one sign-up mail to `email`, whether it has an account or not, refusing it past the limit. */
  limitSignUpMails(email: string): Promise<void>;
}

/**
 * Limits counted in the database, so all nodes sharing it enforce them together: fixed windows per key
 * (`ip:sign-in:203.0.113.7`, `reset-mail:ada@example.com`) and the sign-in throttle per account.
 */
export interface RateLimitOptions {
  /** Sign-ups, sign-ins, reset requests and resets per IP address and minute, each. */
  readonly perIpPerMinute: number;
  readonly guestsPerIp: { readonly perMinute: number; readonly perHour: number };
  readonly now: () => number;
}

export function createRateLimiter(
  repositories: Pick<Repositories, 'rateLimits' | 'signInThrottle'>,
  options: RateLimitOptions,
): RateLimiter {
  const { now } = options;
  const { rateLimits: counters, signInThrottle } = repositories;
  const windowOf = (windowMs: number) => {
    const time = now();
    const start = time - (time % windowMs);
    return { start, retryAfterSeconds: Math.max(1, Math.ceil((start + windowMs - time) / 1000)) };
  };
  /** Counts one hit in each window first (so parallel requests cannot all pass), then refuses if any is over. */
  const hitOrRefuse = async (...limits: { key: string; limit: number; windowMs: number }[]) => {
    const windows = limits.map(({ windowMs }) => windowOf(windowMs));
    const counts = await Promise.all(
      limits.map(({ key }, index) => counters.hit(key, windows[index]!.start)),
    );
    const waits = windows.filter((_, index) => counts[index]! > limits[index]!.limit);
    if (waits.length > 0)
      throw identityErrors.tooManyRequests(Math.max(...waits.map((window) => window.retryAfterSeconds)));
  };
  const account = (email: string) => email.toLowerCase();
  const { resetMails, signUpMails, perIp } = RATE_LIMITS;
  const guests = createGuestLimits(counters, options.guestsPerIp, now);
  const limitMails = (prefix: string, limits: { limit: number; windowMs: number }, email: string) =>
    hitOrRefuse({ key: `${prefix}:${account(email)}`, ...limits });

  return {
    limitIp: (action, ip) =>
      hitOrRefuse({ key: `ip:${action}:${ip}`, limit: options.perIpPerMinute, windowMs: perIp.windowMs }),
    reserveGuest: (ip) => guests.reserve(ip),

    async reserveSignInAttempt(email) {
      const time = now();
      const reservation = await signInThrottle.reserve(account(email), time, SIGN_IN_LADDER);
      if (!reservation.granted)
        throw identityErrors.tooManyRequests(
          Math.max(1, Math.ceil((reservation.blockedUntil - time) / 1000)),
        );
    },
    clearSignInFailures: (email) => signInThrottle.clear(account(email)),

    limitResetMails: (email) => limitMails('reset-mail', resetMails, email),
    limitSignUpMails: (email) => limitMails('sign-up-mail', signUpMails, email),
  };
}

/** `free - 1` attempts without a wait, then waits doubling from `firstWaitMs` until `longestWaitMs`. */
function signInLadder(limits: typeof RATE_LIMITS.signInAttempts): ThrottleLadder {
  const waitsMs: number[] = Array.from({ length: limits.free - 1 }, () => 0);
  for (let wait = limits.firstWaitMs; wait < limits.longestWaitMs; wait *= 2) waitsMs.push(wait);
  return { waitsMs: [...waitsMs, limits.longestWaitMs], forgetAfterMs: limits.forgetAfterMs };
}
