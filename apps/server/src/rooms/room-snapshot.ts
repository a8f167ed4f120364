import { nextDeadline, type GameStart, type GameState, type RoomState } from '@npat/engine';
import type { RoomPhase } from '@npat/protocol';

/**
 * What `rooms.state` holds: the lobby's state, and beside it the game. `gameStart` is what the lobby
 * handed over when the host started; `game` is the game set up from it in the same commit.
 */
export interface RoomSnapshot {
  readonly lobby: RoomState;
  readonly gameStart: GameStart | null;
  /** The running (or finished) game; null while the room is a lobby. */
  readonly game: GameState | null;
  /** The lobby Play again opened from this room's final results, once someone asked (see game/play-again.ts). */
  readonly playAgainRoomId: string | null;
}

/** A room as read from the database: its snapshot and the version a write must name. */
export interface LoadedRoom {
  readonly snapshot: RoomSnapshot;
  readonly version: number;
}

export function newSnapshot(lobby: RoomState): RoomSnapshot {
  return { lobby, gameStart: null, game: null, playAgainRoomId: null };
}

/** The room's phase as the guards and the rooms table see it: the game's, once there is one. */
export function roomPhase(snapshot: RoomSnapshot): RoomPhase {
  return snapshot.game?.phase ?? snapshot.lobby.phase;
}

/** When the room closed: the last player left the lobby, or the game is completed (the guard then sends everyone home). */
export function roomClosedAt(snapshot: RoomSnapshot): number | null {
  return snapshot.lobby.closedAt ?? snapshot.game?.completedAt ?? null;
}

/** The game's next deadline, stored beside the snapshot so the deadline sweeps read no JSON. */
export function roomDeadline(snapshot: RoomSnapshot): number | null {
  return snapshot.game === null ? null : nextDeadline(snapshot.game);
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
  // Rooms written before the game existed lack its fields.
  return {
    gameStart: null,
    game: null,
    playAgainRoomId: null,
    ...(value as Partial<RoomSnapshot>),
  } as RoomSnapshot;
}
