import { LOBBY_ERROR_CODES } from '@npat/protocol';
import { commit, unchanged } from './commit.ts';
import { refuseIfClosed, refuseUnlessHost, refuseUnlessLobby } from './guards.ts';
import { refuse } from './refusals.ts';
import type { LobbyIntentFunction } from './room-state.ts';
import { findSlot } from './slots.ts';

export interface MakeHostPayload {
  readonly targetUid: string;
}

/**
 * The host hands the crown to another player in the lobby (docs/product/rules.md#host); the new host may
 * then change the settings, remove players and start. Naming oneself changes nothing.
 */
export const makeLobbyHost: LobbyIntentFunction<MakeHostPayload> = (state, hostUid, { targetUid }, now) => {
  const refusal = refuseIfClosed(state) ?? refuseUnlessLobby(state) ?? refuseUnlessHost(state, hostUid);
  if (refusal) return refusal;
  const target = findSlot(state.slots, targetUid);
  if (!target) return refuse(LOBBY_ERROR_CODES.playerNotInRoom);
  // A bot cannot host: it never starts, changes or ends anything (docs/product/rules.md#bots).
  if (target.bot !== undefined) return refuse(LOBBY_ERROR_CODES.invalidRequest);
  if (targetUid === hostUid) return unchanged(state);
  return commit(state, now, [{ type: 'host-changed', uid: targetUid, previousUid: hostUid }], (room) => {
    for (const slot of room.slots) slot.isHost = slot.uid === targetUid;
  });
};
