import { commit, unchanged } from './commit.ts';
import { refuseIfClosed, refuseUnlessMember } from './guards.ts';
import type { LobbyOutcome, RoomState } from './room-state.ts';
import { findSlot, patchSlot } from './slots.ts';

export interface SetSlotPresenceIntent {
  readonly uid: string;
  /** Whether the player has at least one live connection to the room. */
  readonly connected: boolean;
}

/**
 * Marks a player away while their connection is gone, and back when it returns (game-design §8). They
 * keep their slot, their categories and their ready mark either way.
 */
export function setSlotPresence(state: RoomState, intent: SetSlotPresenceIntent, now: number): LobbyOutcome {
  const refusal = refuseIfClosed(state) ?? refuseUnlessMember(state, intent.uid);
  if (refusal) return refusal;
  const isAway = !intent.connected;
  if (findSlot(state.slots, intent.uid)?.isAway === isAway) return unchanged(state);
  return commit(state, { slots: patchSlot(state.slots, intent.uid, { isAway }) }, now, [
    { type: 'presence-changed', uid: intent.uid, isAway },
  ]);
}
