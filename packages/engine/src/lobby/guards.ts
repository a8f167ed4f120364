import { LOBBY_ERROR_CODES } from '@npat/protocol';
import { refuse } from './refusals.ts';
import type { LobbyFailure, RoomState, Slot } from './room-state.ts';
import { findSlot } from './slots.ts';

// Each guard returns the refusal, or undefined when the action may go on; chain them with `??`.

/** A closed room (the last player left) accepts nothing. */
export function refuseIfClosed(state: RoomState): LobbyFailure | undefined {
  return state.closedAt === null ? undefined : refuse(LOBBY_ERROR_CODES.roomClosed);
}

/** Settings, categories, removals and the start belong to the lobby; once the game runs they are fixed. */
export function refuseUnlessLobby(state: RoomState): LobbyFailure | undefined {
  return state.phase === 'LOBBY' ? undefined : refuse(LOBBY_ERROR_CODES.gameStarted);
}

/** The acting player must hold a slot in this room. */
export function refuseUnlessMember(state: RoomState, uid: string): LobbyFailure | undefined {
  return findSlot(state.slots, uid) ? undefined : refuse(LOBBY_ERROR_CODES.notInRoom);
}

/** Own categories are off: nobody submits or edits any (docs/product/rules.md#own-categories). */
export function refuseIfOwnCategoriesOff(state: RoomState): LobbyFailure | undefined {
  return state.settings.ownCategories ? undefined : refuse(LOBBY_ERROR_CODES.ownCategoriesOff);
}

/** The acting player must be the host. */
export function refuseUnlessHost(state: RoomState, uid: string): LobbyFailure | undefined {
  const slot: Slot | undefined = findSlot(state.slots, uid);
  if (!slot) return refuse(LOBBY_ERROR_CODES.notInRoom);
  return slot.isHost ? undefined : refuse(LOBBY_ERROR_CODES.notHost);
}
