import { LOBBY_ERROR_CODES, playerCategoriesSchema } from '@npat/protocol';
import { categoryExists } from '../categories/category-exists.ts';
import { commit, unchanged } from './commit.ts';
import { refuseIfClosed, refuseIfOwnCategoriesOff, refuseUnlessLobby, refuseUnlessMember } from './guards.ts';
import { refuse, refuseInvalid } from './refusals.ts';
import { categoriesOf, chosenDefaultTitles } from './room-categories.ts';
import type { EmptyPayload } from '../game/intents/run-intent.ts';
import type { CustomCategory, LobbyIntentFunction, RoomState } from './room-state.ts';
import { findSlot, slotToChange } from './slots.ts';

export interface SubmitCategoriesPayload {
  /** The two titles as typed; checked here against playerCategoriesSchema. */
  readonly category1: unknown;
  readonly category2: unknown;
}

/**
 * A player submits their two categories, which makes them ready (docs/product/rules.md#own-categories).
 * Refused with 'This category already exists' when one equals a chosen fixed category (any of the library's
 * the host picked) or another player's category, and refused outright while own categories are off.
 * A title the player already had keeps its addedAt, so fixing one category does not move the other down the
 * list.
 */
export const submitCategories: LobbyIntentFunction<SubmitCategoriesPayload> = (state, uid, payload, now) => {
  const refusal = refuseUnlessOwnCategoriesOpen(state, uid);
  if (refusal) return refusal;
  const parsed = playerCategoriesSchema.safeParse({
    category1: payload.category1,
    category2: payload.category2,
  });
  if (!parsed.success) return refuseInvalid(LOBBY_ERROR_CODES.invalidCategories, parsed.error);

  const taken = [...chosenDefaultTitles(state.settings), ...titlesOfOthers(state, uid)];
  for (const field of ['category1', 'category2'] as const) {
    if (categoryExists(parsed.data[field], taken)) return refuse(LOBBY_ERROR_CODES.categoryExists, field);
  }

  const previous = categoriesOf(state.customCategories, uid);
  const submitted: CustomCategory[] = [parsed.data.category1, parsed.data.category2].map((title) => ({
    title,
    addedAt: previous.find((category) => category.title === title)?.addedAt ?? now,
  }));
  const wasReady = findSlot(state.slots, uid)?.isReady === true;
  if (wasReady && sameCategories(previous, submitted)) return unchanged(state);

  return commit(state, now, [{ type: 'categories-submitted', uid }], (room) => {
    room.customCategories[uid] = submitted;
    slotToChange(room, uid).isReady = true;
  });
};

/**
 * The player opens their categories to change them, which makes them not ready until they submit
 * again (docs/product/rules.md#own-categories). Their categories stay, so the dialog opens filled in.
 */
export const editCategories: LobbyIntentFunction<EmptyPayload> = (state, uid, _payload, now) => {
  const refusal = refuseUnlessOwnCategoriesOpen(state, uid);
  if (refusal) return refusal;
  if (findSlot(state.slots, uid)?.isReady !== true) return unchanged(state);
  return commit(state, now, [{ type: 'player-unready', uid, reason: 'editing' }], (room) => {
    slotToChange(room, uid).isReady = false;
  });
};

/** A member may change their own categories only in an open lobby that has own categories on. */
function refuseUnlessOwnCategoriesOpen(state: RoomState, uid: string) {
  return (
    refuseIfClosed(state) ??
    refuseUnlessLobby(state) ??
    refuseUnlessMember(state, uid) ??
    refuseIfOwnCategoriesOff(state)
  );
}

function titlesOfOthers(state: RoomState, uid: string): string[] {
  return state.slots
    .filter((slot) => slot.uid !== uid)
    .flatMap((slot) => categoriesOf(state.customCategories, slot.uid).map((category) => category.title));
}

function sameCategories(first: readonly CustomCategory[], second: readonly CustomCategory[]): boolean {
  return (
    first.length === second.length &&
    first.every(
      (category, index) =>
        category.title === second[index]?.title && category.addedAt === second[index]?.addedAt,
    )
  );
}
