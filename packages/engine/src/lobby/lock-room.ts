import { commit, unchanged } from './commit.ts';
import { refuseIfClosed, refuseUnlessHost, refuseUnlessLobby } from './guards.ts';
import type { LobbyIntentFunction } from './room-state.ts';

export interface LockRoomPayload {
  readonly locked: boolean;
}

/**
 * The host locks the room, or opens it again (docs/product/rules.md#host): while locked nobody new can join,
 * by code, link or URL; the players in it come back after a reload as before.
 */
export const lockRoom: LobbyIntentFunction<LockRoomPayload> = (state, hostUid, { locked }, now) => {
  const refusal = refuseIfClosed(state) ?? refuseUnlessLobby(state) ?? refuseUnlessHost(state, hostUid);
  if (refusal) return refusal;
  if (state.locked === locked) return unchanged(state);
  return commit(state, now, [{ type: 'room-locked', locked, byUid: hostUid }], (room) => {
    room.locked = locked;
  });
};
