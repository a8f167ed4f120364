import type { RoomSettings } from '@npat/protocol';
import type { Slot } from './room-state.ts';

/**
 * Whether a player counts as ready (docs/product/rules.md#lobby): with own categories on, once they have
 * submitted their two; with them off there is nothing to submit, so everyone is. The slot's own flag keeps
 * saying whether they submitted, so turning own categories on again asks only those who have not.
 */
export function countsAsReady(settings: Pick<RoomSettings, 'ownCategories'>, slot: Pick<Slot, 'isReady'>) {
  return !settings.ownCategories || slot.isReady;
}
