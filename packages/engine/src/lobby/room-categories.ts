import { chosenDefaultCategories, type CustomCategoryView, type RoomSettings } from '@npat/protocol';
import { categoryExists } from '../categories/category-exists.ts';
import { sortByAddedAt } from '../categories/sort-by-added-at.ts';
import type { CustomCategory, RoomState } from './room-state.ts';
import { bySlotNr } from './slots.ts';

type CategoriesByUid = RoomState['customCategories'];

/** The categories `uid` has added; own properties only, so no uid can reach Object.prototype. */
export function categoriesOf(categories: CategoriesByUid, uid: string): readonly CustomCategory[] {
  return Object.hasOwn(categories, uid) ? (categories[uid] ?? []) : [];
}

/** The categories of everyone but `uid`. */
export function withoutCategoriesOf(categories: CategoriesByUid, uid: string): CategoriesByUid {
  return Object.fromEntries(Object.entries(categories).filter(([owner]) => owner !== uid));
}

/** Titles of the fixed categories the settings choose from the library, in the game's language. */
export function chosenDefaultTitles(settings: RoomSettings): string[] {
  return chosenDefaultCategories(settings.defaultCategories, settings.language).map(
    (category) => category.title,
  );
}

/** Whether any of `uid`'s categories equals a chosen fixed category. */
export function clashesWithDefaults(state: RoomState, uid: string, settings: RoomSettings): boolean {
  const defaults = chosenDefaultTitles(settings);
  return categoriesOf(state.customCategories, uid).some((category) =>
    categoryExists(category.title, defaults),
  );
}

/**
 * Every player's categories in one list sorted by addedAt (docs/product/rules.md#own-categories). Categories
 * added at the same moment stay in slot order, then in the order the player gave them, so every node lists
 * them alike.
 */
export function customCategoryList(state: RoomState): CustomCategoryView[] {
  const inSlotOrder = bySlotNr(state.slots).flatMap((slot) =>
    categoriesOf(state.customCategories, slot.uid).map(({ title, addedAt }, index) => ({
      id: `${slot.uid}/category${index + 1}`,
      ownerUid: slot.uid,
      title,
      addedAt,
    })),
  );
  return sortByAddedAt(inSlotOrder);
}
