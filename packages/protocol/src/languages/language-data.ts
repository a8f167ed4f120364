import type { LibraryCategoryId } from '../category-library.ts';

/** Two letters that spell one (see LanguageData.digraphs), lower case. */
export interface Digraph {
  /** The two letters as typed: 'ue'. */
  readonly spelled: string;
  /** The letter they are compared as, once accents fold: 'u' (for ü). */
  readonly as: string;
  /**
   * Letters after which the pair spells something else and is left alone: the u of au, eu (äu, folded
   * to au) and qu is never ü, so "Feuer", "Treue" and "Quelle" keep their e.
   */
  readonly notAfter: string;
}

/**
 * Everything the game needs to know about one game language, as data (docs/decisions/033-game-languages.md):
 * the engine reads the letters and the text rules from here and holds no language of its own, so a new
 * language is one more file like `de.ts` beside this one, plus its name in the registry.
 */
export interface LanguageData {
  /** The language's code, as the room's `language` setting stores it. */
  readonly code: string;
  /** The language named in itself, for the language picker: 'Deutsch', 'Türkçe'. */
  readonly name: string;
  /**
   * The BCP 47 tag for toLocaleUpperCase and toLocaleLowerCase: only Turkish changes anything today
   * (I ↔ ı, İ ↔ i), but every language names its own so none depends on that.
   */
  readonly caseLocale: string;
  /** Every letter a round may be drawn with, upper case, in the language's own order. */
  readonly alphabet: readonly string[];
  /** The pool a new room in this language starts with: letters enough words start with to play. */
  readonly defaultLetters: readonly string[];
  /** Left out by the "No hard letters" choice; the easy pool is the alphabet without them. */
  readonly hardLetters: readonly string[];
  /**
   * Letters with a mark that are letters of their own in this language, lower case: never folded to their
   * base letter when answers are compared, and never counted for it (Spanish ñ is not n). Every other
   * accent folds away (é = e).
   */
  readonly ownLetters: readonly string[];
  /** Letters compared as the letters they stand for, lower case: German ß as ss. */
  readonly expansions: Readonly<Record<string, string>>;
  /**
   * Letter pairs compared as the one letter they spell, where a keyboard lacks it: German ue for ü. Read
   * after accents fold, so `as` is what the spelled letter folds to (ü → u), and "Zuerich", "Zürich" and
   * "Zurich" are one answer. Empty in a language that spells no letter with two.
   */
  readonly digraphs: readonly Digraph[];
  /** A title for every category of the library, as players of this language know the game. */
  readonly categoryTitles: Readonly<Record<LibraryCategoryId, string>>;
  /** The classic starting set of this language's game (4 to 6 library ids). */
  readonly defaultCategoryIds: readonly LibraryCategoryId[];
}
