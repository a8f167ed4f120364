import {
  CATEGORY_LIBRARY,
  type CategoryGroupId,
  type LibraryCategory,
  type LibraryCategoryId,
} from '../category-library.ts';
import { languageData, type GameLanguage } from './game-languages.ts';

/** The title of a library category in `language` (English by default, the library's own). */
export function categoryTitleIn(id: LibraryCategoryId, language: GameLanguage = 'en'): string {
  return languageData(language).categoryTitles[id];
}

/** The whole library in the library's order, every title in `language`. */
export function libraryCategories(language: GameLanguage = 'en'): LibraryCategory[] {
  const titles = languageData(language).categoryTitles;
  return CATEGORY_LIBRARY.map(({ id, group }) => ({ id, title: titles[id], group }));
}

/**
 * The library's categories with the given ids, in the library's order (so every screen lists them alike and
 * the order the host clicked them in never matters), titled in `language`; unknown ids are left out.
 */
export function chosenDefaultCategories(
  ids: readonly string[],
  language: GameLanguage = 'en',
): LibraryCategory[] {
  return libraryCategories(language).filter((category) => ids.includes(category.id));
}

/** The library's categories of one group, in the library's order, titled in `language`. */
export function categoriesOfGroup(group: CategoryGroupId, language: GameLanguage = 'en'): LibraryCategory[] {
  return libraryCategories(language).filter((category) => category.group === group);
}
