import { CATEGORY_LIBRARY, type LibraryCategoryId } from '../category-library.ts';
import type { LanguageData } from './language-data.ts';

const ALPHABET = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'];

/**
 * English, the game's first language: everything as it was before there were others. The library's own
 * titles are English; every accent folds (a player's "Ölfass" counts for O), since English has no
 * letters with marks of its own.
 */
export const EN = {
  code: 'en',
  name: 'English',
  caseLocale: 'en',
  alphabet: ALPHABET,
  defaultLetters: ALPHABET,
  hardLetters: ['Q', 'U', 'V', 'X', 'Y', 'Z'],
  ownLetters: [],
  expansions: {},
  digraphs: [],
  categoryTitles: Object.fromEntries(CATEGORY_LIBRARY.map(({ id, title }) => [id, title])) as Record<
    LibraryCategoryId,
    string
  >,
  defaultCategoryIds: ['name', 'place', 'animal', 'thing'],
} as const satisfies LanguageData;
