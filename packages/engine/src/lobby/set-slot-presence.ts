import { commit, unchanged } from './commit.ts';
import { refuseIfClosed, refuseUnlessMember } from './guards.ts';
import type { LobbyIntentFunction } from './room-state.ts';
import { findSlot, slotToChange } from './slots.ts';

export interface SetSlotPresencePayload {
  /** Whether the player has at least one live connection to the room. */
  readonly connected: boolean;
}

/**
 * Marks a player away while their connection is gone, and back when it returns
 * (docs/product/rules.md#presence). They keep their slot, their categories and their ready mark either way.
 */
export const setSlotPresence: LobbyIntentFunction<SetSlotPresencePayload> = (state, uid, payload, now) => {
  const refusal = refuseIfClosed(state) ?? refuseUnlessMember(state, uid);
  if (refusal) return refusal;
  const isAway = !payload.connected;
  const slot = findSlot(state.slots, uid);
  // A bot has no connection to lose: it is always there (docs/product/rules.md#bots).
  if (slot?.bot !== undefined || slot?.isAway === isAway) return unchanged(state);
  return commit(state, now, [{ type: 'presence-changed', uid, isAway }], (room) => {
    slotToChange(room, uid).isAway = isAway;
  });
};
