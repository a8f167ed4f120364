import { LOBBY_ERROR_CODES, playerCategoriesSchema } from '@npat/protocol';
import { categoryExists } from '../categories/category-exists.ts';
import { commit, unchanged } from './commit.ts';
import { refuseIfClosed, refuseUnlessLobby, refuseUnlessMember } from './guards.ts';
import { refuse, refuseInvalid } from './refusals.ts';
import { categoriesOf, chosenDefaultTitles } from './room-categories.ts';
import type { CustomCategory, LobbyOutcome, RoomState } from './room-state.ts';
import { findSlot, patchSlot } from './slots.ts';

export interface SubmitCategoriesIntent {
  readonly uid: string;
  /** The two titles as typed; checked here against playerCategoriesSchema. */
  readonly category1: unknown;
  readonly category2: unknown;
}

export interface EditCategoriesIntent {
  readonly uid: string;
}

/**
 * A player submits their two categories, which makes them ready (game-design §4). Refused with 'This
 * category already exists' when one equals a chosen default or another player's category. A title the
 * player already had keeps its addedAt, so fixing one category does not move the other down the list.
 */
export function submitCategories(
  state: RoomState,
  intent: SubmitCategoriesIntent,
  now: number,
): LobbyOutcome {
  const refusal = refuseIfClosed(state) ?? refuseUnlessLobby(state) ?? refuseUnlessMember(state, intent.uid);
  if (refusal) return refusal;
  const parsed = playerCategoriesSchema.safeParse({
    category1: intent.category1,
    category2: intent.category2,
  });
  if (!parsed.success) return refuseInvalid(LOBBY_ERROR_CODES.invalidCategories, parsed.error);

  const taken = [...chosenDefaultTitles(state.settings), ...titlesOfOthers(state, intent.uid)];
  for (const field of ['category1', 'category2'] as const) {
    if (categoryExists(parsed.data[field], taken)) return refuse(LOBBY_ERROR_CODES.categoryExists, field);
  }

  const previous = categoriesOf(state.customCategories, intent.uid);
  const submitted: CustomCategory[] = [parsed.data.category1, parsed.data.category2].map((title) => ({
    title,
    addedAt: previous.find((category) => category.title === title)?.addedAt ?? now,
  }));
  const wasReady = findSlot(state.slots, intent.uid)?.isReady === true;
  if (wasReady && sameCategories(previous, submitted)) return unchanged(state);

  return commit(
    state,
    {
      customCategories: { ...state.customCategories, [intent.uid]: submitted },
      slots: patchSlot(state.slots, intent.uid, { isReady: true }),
    },
    now,
    [{ type: 'categories-submitted', uid: intent.uid }],
  );
}

/**
 * The player opens their categories to change them, which makes them not ready until they submit
 * again (game-design §4). Their categories stay, so the dialog opens filled in.
 */
export function editCategories(state: RoomState, intent: EditCategoriesIntent, now: number): LobbyOutcome {
  const refusal = refuseIfClosed(state) ?? refuseUnlessLobby(state) ?? refuseUnlessMember(state, intent.uid);
  if (refusal) return refusal;
  if (findSlot(state.slots, intent.uid)?.isReady !== true) return unchanged(state);
  return commit(state, { slots: patchSlot(state.slots, intent.uid, { isReady: false }) }, now, [
    { type: 'player-unready', uid: intent.uid, reason: 'editing' },
  ]);
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
