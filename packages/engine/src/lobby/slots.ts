import type { RoomDraft } from './commit.ts';
import type { LobbyEvent, Slot } from './room-state.ts';

/** The slot `uid` occupies, if any. */
export function findSlot(slots: readonly Slot[], uid: string): Slot | undefined {
  return slots.find((slot) => slot.uid === uid);
}

/** The slot `uid` holds in a draft of the room, to change in place; the caller has checked there is one. */
export function slotToChange(room: RoomDraft, uid: string): RoomDraft['slots'][number] {
  const slot = room.slots.find((each) => each.uid === uid);
  if (slot === undefined) throw new Error(`slotToChange: ${uid} holds no slot`);
  return slot;
}

/** The lowest slot number from 1 to maxPlayers that nobody holds; undefined when the room is full. */
export function firstFreeSlotNr(slots: readonly Slot[], maxPlayers: number): number | undefined {
  const taken = new Set(slots.map((slot) => slot.slotNr));
  for (let slotNr = 1; slotNr <= maxPlayers; slotNr += 1) {
    if (!taken.has(slotNr)) return slotNr;
  }
  return undefined;
}

/** `slots` with the slot of `uid` changed by `patch`. */
export function patchSlot(slots: readonly Slot[], uid: string, patch: Partial<Slot>): Slot[] {
  return slots.map((slot) => (slot.uid === uid ? { ...slot, ...patch } : slot));
}

/** Slots in slot order, the order every list of players follows. */
export function bySlotNr(slots: readonly Slot[]): Slot[] {
  return [...slots].sort((first, second) => first.slotNr - second.slotNr);
}

/**
 * After the host left or was removed: the person in the lowest occupied slot becomes host
 * (docs/product/rules.md#host); never a bot. Slots that still have a host, or no people, stay as they are.
 */
export function handHostOver(
  slots: readonly Slot[],
  previousHostUid: string,
): { slots: Slot[]; events: LobbyEvent[] } {
  const [lowest] = bySlotNr(slots).filter((slot) => slot.bot === undefined);
  if (!lowest || slots.some((slot) => slot.isHost)) return { slots: [...slots], events: [] };
  return {
    slots: patchSlot(slots, lowest.uid, { isHost: true }),
    events: [{ type: 'host-changed', uid: lowest.uid, previousUid: previousHostUid }],
  };
}

/**
 * Slots renumbered to fit a lowered player limit: whoever sits above `maxPlayers` moves to the lowest
 * free slot, in slot order; everyone else keeps their place. The caller has checked that all fit.
 */
export function fitSlotsToLimit(
  slots: readonly Slot[],
  maxPlayers: number,
): { slots: Slot[]; events: LobbyEvent[] } {
  const staying = slots.filter((slot) => slot.slotNr <= maxPlayers);
  const events: LobbyEvent[] = [];
  for (const slot of bySlotNr(slots).filter((candidate) => candidate.slotNr > maxPlayers)) {
    const toSlotNr = firstFreeSlotNr(staying, maxPlayers);
    if (toSlotNr === undefined) throw new Error('fitSlotsToLimit: more players than slots');
    staying.push({ ...slot, slotNr: toSlotNr });
    events.push({ type: 'player-moved', uid: slot.uid, fromSlotNr: slot.slotNr, toSlotNr });
  }
  return { slots: bySlotNr(staying), events };
}
