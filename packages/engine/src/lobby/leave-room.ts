import { commit } from './commit.ts';
import { refuseIfClosed, refuseUnlessMember } from './guards.ts';
import { removePlayer } from './remove-player.ts';
import type { EmptyPayload } from '../game/intents/run-intent.ts';
import type { LobbyIntentFunction } from './room-state.ts';

/**
 * The player gives up their slot, in any phase (a running game keeps their points in its own state).
 * A leaving host hands over to the lowest occupied slot; the last one out closes the room.
 */
export const leaveRoom: LobbyIntentFunction<EmptyPayload> = (state, uid, _payload, now) => {
  const refusal = refuseIfClosed(state) ?? refuseUnlessMember(state, uid);
  if (refusal) return refusal;
  const { patch, events } = removePlayer(state, uid, now);
  return commit(state, patch, now, [{ type: 'player-left', uid }, ...events]);
};
