import { AUTH_ERROR_CODES, LOBBY_ERRORS } from '@npat/protocol';
import { IdentityError } from '../identity/identity-error.ts';
import { ROOM_CREATIONS } from '../resource-caps.ts';
import type { RateLimitRepository } from '../storage/rate-limit-repository.ts';

/** Room creations per user in a fixed window, counted in the database so every node counts together. */
export interface RoomCreationLimit {
  /** Counts one creation by `uid`; throws a 429 (with Retry-After) when they are over the limit. */
  hit(uid: string): Promise<void>;
}

/** Identity's housekeeping deletes the counters: its longest window is longer than this one. */
export function createRoomCreationLimit(
  counters: RateLimitRepository,
  options: { readonly perMinute: number; readonly now: () => number },
): RoomCreationLimit {
  const { windowMs } = ROOM_CREATIONS;
  return {
    async hit(uid) {
      const time = options.now();
      const start = time - (time % windowMs);
      if ((await counters.hit(`room-create:user:${uid}`, start)) <= options.perMinute) return;
      const retryAfterSeconds = Math.max(1, Math.ceil((start + windowMs - time) / 1000));
      throw new IdentityError(
        429,
        AUTH_ERROR_CODES.tooManyRequests,
        LOBBY_ERRORS.roomCreationsTooFast,
        undefined,
        retryAfterSeconds,
      );
    },
  };
}
