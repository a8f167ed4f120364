import { handHostOver } from './slots.ts';
import { withoutCategoriesOf } from './room-categories.ts';
import type { LobbyEvent, RoomState } from './room-state.ts';

/**
 * The room without `uid`: their slot and their categories go (a category nobody in the room owns must not
 * be drawn), and if they were host the lowest occupied slot takes over. When nobody is left the room
 * closes: phase GAME-COMPLETED, the room guard then sends every room URL home.
 */
export function removePlayer(
  state: RoomState,
  uid: string,
  now: number,
): { patch: Partial<RoomState>; events: LobbyEvent[] } {
  const remaining = state.slots.filter((slot) => slot.uid !== uid);
  const customCategories = withoutCategoriesOf(state.customCategories, uid);
  if (remaining.length === 0) {
    return {
      patch: { slots: [], customCategories, phase: 'GAME-COMPLETED', closedAt: now },
      events: [{ type: 'room-closed' }],
    };
  }
  const handover = handHostOver(remaining, uid);
  return { patch: { slots: handover.slots, customCategories }, events: handover.events };
}
