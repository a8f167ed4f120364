import { LOBBY_ERROR_CODES, LOBBY_ERRORS, type LobbyError } from '@npat/protocol';
import type { LoadGauge } from './load-gauge.ts';

/** What a refused newcomer is told to wait (the Retry-After header, the ack's `retryAfterSeconds`). */
export const RETRY_AFTER_SECONDS = 60;

/** The refusal of a new room or a new player while the node is full. */
export function serverFull(): LobbyError {
  return {
    code: LOBBY_ERROR_CODES.serverFull,
    message: LOBBY_ERRORS.serverFull,
    retryAfterSeconds: RETRY_AFTER_SECONDS,
  };
}

/** What was refused: a room that would have started (a creation, a Play again), or a new player. */
export type RefusedKind = 'start' | 'join';

/** Refusals since the node started, for /api/health (the bench reads them). */
export interface OverloadCounters {
  readonly refusedStarts: number;
  readonly refusedJoins: number;
}

/**
 * The one question every door for newcomers asks, and the count of those it turned away. Only doors
 * ask it: the intents of games already running never do (docs/decisions/034-overload-gate.md).
 */
export interface OverloadGate {
  acceptsNewRooms(): boolean;
  /** Counts one refusal and returns its error. */
  refused(kind: RefusedKind): LobbyError;
  /** Counts one refusal given elsewhere (a join, refused in its room's queue where seats are known). */
  count(kind: RefusedKind): void;
  counters(): OverloadCounters;
}

export function createOverloadGate(gauge: Pick<LoadGauge, 'state'>): OverloadGate {
  let refusedStarts = 0;
  let refusedJoins = 0;
  const count = (kind: RefusedKind) => {
    if (kind === 'start') refusedStarts += 1;
    else refusedJoins += 1;
  };
  return {
    acceptsNewRooms: () => gauge.state === 'accepting',
    refused(kind) {
      count(kind);
      return serverFull();
    },
    count,
    counters: () => ({ refusedStarts, refusedJoins }),
  };
}
