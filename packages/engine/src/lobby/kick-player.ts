import { LOBBY_ERROR_CODES } from '@npat/protocol';
import { commit } from './commit.ts';
import { refuseIfClosed, refuseUnlessHost, refuseUnlessLobby } from './guards.ts';
import { refuse } from './refusals.ts';
import { removePlayer } from './remove-player.ts';
import type { LobbyOutcome, RoomState } from './room-state.ts';
import { findSlot } from './slots.ts';

export interface KickPlayerIntent {
  /** The host, who asks. */
  readonly uid: string;
  readonly targetUid: string;
}

/**
 * The host removes a player from the lobby (game-design §4). The player's categories go with them, and
 * they cannot join this room again: otherwise one click on the invite link would undo the removal.
 * The `player-kicked` event lets the server tell them and send them home.
 */
export function kickPlayer(state: RoomState, intent: KickPlayerIntent, now: number): LobbyOutcome {
  const refusal = refuseIfClosed(state) ?? refuseUnlessLobby(state) ?? refuseUnlessHost(state, intent.uid);
  if (refusal) return refusal;
  if (intent.targetUid === intent.uid) return refuse(LOBBY_ERROR_CODES.cannotKickYourself);
  if (!findSlot(state.slots, intent.targetUid)) return refuse(LOBBY_ERROR_CODES.playerNotInRoom);

  const { patch, events } = removePlayer(state, intent.targetUid, now);
  const removedUids = [...state.removedUids, intent.targetUid];
  return commit(state, { ...patch, removedUids }, now, [
    { type: 'player-kicked', uid: intent.targetUid, byUid: intent.uid },
    ...events,
  ]);
}
