import { commit } from './commit.ts';
import { refuseIfClosed, refuseUnlessMember } from './guards.ts';
import { removePlayer } from './remove-player.ts';
import type { EmptyPayload } from '../game/intents/run-intent.ts';
import type { LobbyEvent, LobbyIntentFunction } from './room-state.ts';

/**
 * The player gives up their slot, in any phase (a running game keeps their points in its own state).
 * A leaving host hands over to the lowest occupied slot; the last one out closes the room.
 */
export const leaveRoom: LobbyIntentFunction<EmptyPayload> = (state, uid, _payload, now) => {
  const refusal = refuseIfClosed(state) ?? refuseUnlessMember(state, uid);
  if (refusal) return refusal;
  const events: LobbyEvent[] = [{ type: 'player-left', uid }];
  return commit(state, now, events, (room) => {
    events.push(...removePlayer(room, uid, now));
  });
};
