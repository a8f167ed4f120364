import type { GameStart, RoomState } from '@npat/engine';
import type { RoomPhase } from '@npat/protocol';

/**
 * What `rooms.state` holds: the lobby's state, and beside it what the game needs. Issue 5 adds the
 * running game's state in `game`; `gameStart` is what the lobby handed over when the host started, so
 * the game can be set up from it (also after a restart).
 */
export interface RoomSnapshot {
  readonly lobby: RoomState;
  readonly gameStart: GameStart | null;
  /** The running game (issue 5); null until then. */
  readonly game: null;
}

/** A room as read from the database: its snapshot and the version a write must name. */
export interface LoadedRoom {
  readonly snapshot: RoomSnapshot;
  readonly version: number;
}

export function newSnapshot(lobby: RoomState): RoomSnapshot {
  return { lobby, gameStart: null, game: null };
}

/** The room's phase as the guards and the rooms table see it. */
export function roomPhase(snapshot: RoomSnapshot): RoomPhase {
  return snapshot.lobby.phase;
}

export function encodeSnapshot(snapshot: RoomSnapshot): string {
  return JSON.stringify(snapshot);
}

/**
 * Reads a stored snapshot. The text was written by encodeSnapshot, so only its outline is checked: a
 * row that fails even that is corrupt, and refusing it loudly beats acting on it.
 */
export function decodeSnapshot(text: string): RoomSnapshot {
  const value: unknown = JSON.parse(text);
  if (typeof value !== 'object' || value === null || !('lobby' in value) || typeof value.lobby !== 'object')
    throw new Error('a stored room snapshot has no lobby state');
  return value as RoomSnapshot;
}
