import { GAME_LANGUAGES, languageData, type GameLanguage } from './game-languages.ts';

/** The English letters a round can be played with (docs/product/rules.md#letters), in order. */
export const ALPHABET: string[] = [...languageData('en').alphabet];

/** English letters few words start with, left out by the "No hard letters" choice. */
export const HARD_LETTERS: string[] = [...languageData('en').hardLetters];

/** The English "No hard letters" pool. */
export const EASY_LETTERS: string[] = easyLetters('en');

/**
 * Every letter of every game language, each once, in the languages' order: what a letter pool may hold
 * at all. Whether a letter belongs to the room's language is a rule between settings.
 */
export const GAME_LETTERS: readonly string[] = [
  ...new Set(GAME_LANGUAGES.flatMap((code) => languageData(code).alphabet)),
];

/** Every letter a round in `language` may be drawn with, in the language's order. */
export function alphabetOf(language: GameLanguage): string[] {
  return [...languageData(language).alphabet];
}

/** The pool a new room in `language` starts with. */
export function defaultLetters(language: GameLanguage): string[] {
  return [...languageData(language).defaultLetters];
}

/** The language's hard letters, left out by the "No hard letters" choice. */
export function hardLetters(language: GameLanguage): string[] {
  return [...languageData(language).hardLetters];
}

/** The "No hard letters" pool of `language`: its alphabet without its hard letters. */
export function easyLetters(language: GameLanguage): string[] {
  const { alphabet, hardLetters: hard } = languageData(language);
  return alphabet.filter((letter) => !hard.includes(letter));
}

/**
 * `letters` in the order of `language`'s alphabet; a letter of another language (which the settings'
 * rules refuse) goes after them rather than silently away.
 */
export function inAlphabetOrder(letters: readonly string[], language: GameLanguage): string[] {
  const order = [...new Set([...languageData(language).alphabet, ...GAME_LETTERS])];
  return order.filter((letter) => letters.includes(letter));
}
