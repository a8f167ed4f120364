import { LOBBY_ERROR_CODES } from '@npat/protocol';
import { commit, unchanged } from './commit.ts';
import { refuseIfClosed, refuseUnlessLobby } from './guards.ts';
import { refuse } from './refusals.ts';
import type { LobbyIntentFunction, PlayerProfile } from './room-state.ts';
import { findSlot, firstFreeSlotNr, slotToChange } from './slots.ts';

/** The joining player's name and avatar as their profile has them now. */
export type JoinRoomPayload = Omit<PlayerProfile, 'uid'>;

/**
 * Puts the player into the first free slot (docs/product/rules.md#joining-a-room). A player who already holds
 * a slot keeps it, in any phase: that is how a reload, a second tab or a restarted server brings them back.
 * Only their name and avatar follow their profile, if those changed meanwhile. A locked room takes nobody new.
 */
export const joinRoom: LobbyIntentFunction<JoinRoomPayload> = (state, uid, player, now) => {
  const closed = refuseIfClosed(state);
  if (closed) return closed;

  const { displayName, photoURL } = player;
  const current = findSlot(state.slots, uid);
  if (current) {
    if (current.displayName === displayName && current.photoURL === photoURL) return unchanged(state);
    return commit(state, now, [{ type: 'player-updated', uid }], (room) => {
      Object.assign(slotToChange(room, uid), { displayName, photoURL });
    });
  }

  if (state.removedUids.includes(uid)) return refuse(LOBBY_ERROR_CODES.removed);
  if (state.locked) return refuse(LOBBY_ERROR_CODES.roomLocked);
  // A started game answers like the room guard: the server sends the player home.
  const notLobby = refuseUnlessLobby(state);
  if (notLobby) return notLobby;
  const slotNr = firstFreeSlotNr(state.slots, state.settings.maxPlayers);
  if (slotNr === undefined) return refuse(LOBBY_ERROR_CODES.roomFull);

  const slot = { slotNr, uid, displayName, photoURL, isHost: false, isReady: false, isAway: false };
  return commit(state, now, [{ type: 'player-joined', uid, slotNr }], (room) => {
    room.slots.push(slot);
    room.slots.sort((first, second) => first.slotNr - second.slotNr);
  });
};
