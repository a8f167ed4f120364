import { LOBBY_ERROR_CODES, LOBBY_ERRORS, type LobbyError } from '@npat/protocol';
import type { LoadGauge } from './load-gauge.ts';
import type { PlayersInGames } from './players-in-games.ts';

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
  /** Whether the node takes new rooms and new players: it keeps up, and its games are not full. */
  acceptsNewRooms(): boolean;
  /**
   * Admits the start of `roomId`'s game of `players` (counting them at once) or counts a refused start
   * and returns its error. Asked in the room's queue, where the seats are the committed ones.
   */
  admitGame(roomId: string, players: number): LobbyError | undefined;
  /** Counts one refusal and returns its error. */
  refused(kind: RefusedKind): LobbyError;
  /** Counts one refusal given elsewhere (a join, refused in its room's queue where seats are known). */
  count(kind: RefusedKind): void;
  counters(): OverloadCounters;
}

/** The players a node admits into games, and the tally it checks them against. */
export interface GameSeats {
  readonly playing: PlayersInGames;
  /** At most this many players in running games (MAX_PLAYERS_IN_GAMES). */
  readonly maxPlayers: number;
}

export function createOverloadGate(gauge: Pick<LoadGauge, 'state'>, seats: GameSeats): OverloadGate {
  const { playing, maxPlayers } = seats;
  let refusedStarts = 0;
  let refusedJoins = 0;
  const count = (kind: RefusedKind) => {
    if (kind === 'start') refusedStarts += 1;
    else refusedJoins += 1;
  };
  const refused = (kind: RefusedKind) => {
    count(kind);
    return serverFull();
  };
  return {
    acceptsNewRooms: () => gauge.state === 'accepting' && playing.count() < maxPlayers,
    admitGame(roomId, players) {
      const others = playing.count() - playing.of(roomId);
      if (gauge.state !== 'accepting' || others + players > maxPlayers) return refused('start');
      playing.observe(roomId, players);
      return undefined;
    },
    refused,
    count,
    counters: () => ({ refusedStarts, refusedJoins }),
  };
}
