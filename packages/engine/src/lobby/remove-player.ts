import type { RoomDraft } from './commit.ts';
import { handHostOver } from './slots.ts';
import type { LobbyEvent } from './room-state.ts';

/**
 * Takes `uid` out of a draft of the room: their slot and their categories go (a category nobody in the
 * room owns must not be drawn), and if they were host the lowest occupied slot takes over. When no person is
 * left the room closes, and its bots go with the last one (docs/product/rules.md#bots): phase
 * GAME-COMPLETED, the room guard then sends every room URL home.
 */
export function removePlayer(room: RoomDraft, uid: string, now: number): LobbyEvent[] {
  room.slots = room.slots.filter((slot) => slot.uid !== uid);
  delete room.customCategories[uid];
  if (room.slots.every((slot) => slot.bot !== undefined)) {
    room.slots = [];
    room.phase = 'GAME-COMPLETED';
    room.closedAt = now;
    return [{ type: 'room-closed' }];
  }
  const handover = handHostOver(room.slots, uid);
  if (handover.events.length > 0) room.slots = handover.slots;
  return handover.events;
}
