import {
  alphabetOf,
  defaultLetters,
  easyLetters,
  inAlphabetOrder,
  LANGUAGE_DATA,
  type GameLanguage,
} from '@npat/protocol';

const same = (first: readonly string[], second: readonly string[]) =>
  first.length === second.length && first.every((each) => second.includes(each));

/**
 * The letter pool once the host switches the game's language: a preset of the old language becomes the same
 * preset of the new one (all letters, no hard letters, the usual pool); a hand-picked pool keeps the letters
 * the new alphabet has.
 */
export function lettersForLanguage(
  letters: readonly string[],
  from: GameLanguage,
  to: GameLanguage,
): string[] {
  if (same(letters, alphabetOf(from))) return alphabetOf(to);
  if (same(letters, easyLetters(from))) return easyLetters(to);
  if (same(letters, defaultLetters(from))) return defaultLetters(to);
  const alphabet = alphabetOf(to);
  return inAlphabetOrder(
    letters.filter((letter) => alphabet.includes(letter)),
    to,
  );
}

/**
 * The fixed categories once the host switches the game's language: the old language's classic set becomes
 * the new one's (Name, Place, Animal, Thing → Stadt, Land, Fluss…); a set the host chose stays, in new titles.
 */
export function categoriesForLanguage(
  ids: readonly string[],
  from: GameLanguage,
  to: GameLanguage,
): string[] {
  return same(ids, LANGUAGE_DATA[from].defaultCategoryIds)
    ? [...LANGUAGE_DATA[to].defaultCategoryIds]
    : [...ids];
}
