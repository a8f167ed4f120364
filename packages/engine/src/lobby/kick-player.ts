import { LOBBY_ERROR_CODES } from '@npat/protocol';
import { commit } from './commit.ts';
import { refuseIfClosed, refuseUnlessHost, refuseUnlessLobby } from './guards.ts';
import { refuse } from './refusals.ts';
import { removePlayer } from './remove-player.ts';
import type { LobbyEvent, LobbyIntentFunction } from './room-state.ts';
import { findSlot } from './slots.ts';

export interface KickPlayerPayload {
  readonly targetUid: string;
}

/**
 * The host removes a player from the lobby (docs/product/rules.md#host). The player's categories go with
 * them, and they cannot join this room again: otherwise one click on the invite link would undo the removal.
 * The `player-kicked` event lets the server tell them and send them home.
 */
export const kickPlayer: LobbyIntentFunction<KickPlayerPayload> = (state, hostUid, { targetUid }, now) => {
  const refusal = refuseIfClosed(state) ?? refuseUnlessLobby(state) ?? refuseUnlessHost(state, hostUid);
  if (refusal) return refusal;
  if (targetUid === hostUid) return refuse(LOBBY_ERROR_CODES.cannotKickYourself);
  const target = findSlot(state.slots, targetUid);
  if (!target) return refuse(LOBBY_ERROR_CODES.playerNotInRoom);
  // A bot is taken out with remove-bot, which does not bar it from coming back.
  if (target.bot !== undefined) return refuse(LOBBY_ERROR_CODES.invalidRequest);

  const events: LobbyEvent[] = [{ type: 'player-kicked', uid: targetUid, byUid: hostUid }];
  return commit(state, now, events, (room) => {
    events.push(...removePlayer(room, targetUid, now));
    room.removedUids.push(targetUid);
  });
};
