import type { RateLimitRepository } from '../storage/rate-limit-repository.ts';
import { identityErrors } from './identity-error.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** The windows of the guest limits (decision 019); the counts come from GUESTS_PER_IP_PER_*. */
export const GUEST_WINDOWS = { shortWindowMs: MINUTE, longWindowMs: HOUR } as const;

/** A guest the hour's allowance holds a place for while it is being created. */
export interface GuestReservation {
  /** Frees the place: the request was refused or failed, so it created no guest (decision 049). */
  giveBack(): Promise<void>;
}

/**
 * Guests per IP address, in two windows counted in the database so every node counts together:
 * - the minute counts every request, guest made or not: a cheap throttle, so a flood is refused before it
 *   costs more than one counter;
 * - the hour counts only the guests made. Its place is taken before the guest is created (so parallel
 *   requests cannot all pass) and given back when the request fails, so a script sending nonsense or
 *   taken nicknames from a school's address cannot use up the class's guests for the hour.
 */
export function createGuestLimits(
  counters: RateLimitRepository,
  limits: { readonly perMinute: number; readonly perHour: number },
  now: () => number,
) {
  const windowOf = (time: number, windowMs: number) => {
    const start = time - (time % windowMs);
    return { start, retryAfterSeconds: Math.max(1, Math.ceil((start + windowMs - time) / 1000)) };
  };

  return {
    /** @throws {IdentityError} 429 with the wait of the window that refused (the longer when both are full) */
    async reserve(ip: string): Promise<GuestReservation> {
      const time = now();
      const minute = windowOf(time, GUEST_WINDOWS.shortWindowMs);
      const hour = windowOf(time, GUEST_WINDOWS.longWindowMs);
      const hourKey = `ip:guest-hour:${ip}`;
      if ((await counters.hit(`ip:guest:${ip}`, minute.start)) > limits.perMinute) {
        const hourFull = (await counters.count(hourKey, hour.start)) >= limits.perHour;
        throw identityErrors.tooManyRequests((hourFull ? hour : minute).retryAfterSeconds);
      }
      if ((await counters.hit(hourKey, hour.start)) > limits.perHour) {
        await counters.takeBack(hourKey, hour.start);
        throw identityErrors.tooManyRequests(hour.retryAfterSeconds);
      }
      return { giveBack: () => counters.takeBack(hourKey, hour.start) };
    },
  };
}

export type GuestLimits = ReturnType<typeof createGuestLimits>;
