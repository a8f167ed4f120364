import { commit } from './commit.ts';
import { refuseIfClosed, refuseUnlessMember } from './guards.ts';
import { removePlayer } from './remove-player.ts';
import type { LobbyOutcome, RoomState } from './room-state.ts';

export interface LeaveRoomIntent {
  readonly uid: string;
}

/**
 * The player gives up their slot, in any phase (a running game keeps their points in its own state).
 * A leaving host hands over to the lowest occupied slot; the last one out closes the room.
 */
export function leaveRoom(state: RoomState, intent: LeaveRoomIntent, now: number): LobbyOutcome {
  const refusal = refuseIfClosed(state) ?? refuseUnlessMember(state, intent.uid);
  if (refusal) return refusal;
  const { patch, events } = removePlayer(state, intent.uid, now);
  return commit(state, patch, now, [{ type: 'player-left', uid: intent.uid }, ...events]);
}
