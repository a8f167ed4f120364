import { GAME_LANGUAGES, languageData, type Digraph, type GameLanguage } from '@npat/protocol';

/**
 * How a game language compares what players typed (docs/decisions/033-game-languages.md): the parts of its
 * LanguageData the text rules read. Data only, so the engine holds no language of its own.
 */
export interface TextRules {
  /** The BCP 47 tag upper- and lower-casing follows (Turkish: I ↔ ı, İ ↔ i). */
  readonly caseLocale: string;
  /** Letters with a mark that are letters of their own, lower case: never folded, never another letter. */
  readonly ownLetters: readonly string[];
  /** Letters compared as the letters they stand for, lower case (German ß as ss). */
  readonly expansions: Readonly<Record<string, string>>;
  /** Letter pairs compared as the one letter they spell, once accents fold (German ue as u): digraphs.ts. */
  readonly digraphs: readonly Digraph[];
}

/** One object per language, made once: the text functions remember their work by it. */
const RULES_BY_LANGUAGE = new Map<GameLanguage, TextRules>(
  GAME_LANGUAGES.map((code) => {
    const { caseLocale, ownLetters, expansions, digraphs } = languageData(code);
    return [code, Object.freeze({ caseLocale, ownLetters, expansions, digraphs })];
  }),
);

/** The text rules of a game language. */
export function textRulesFor(language: GameLanguage): TextRules {
  const rules = RULES_BY_LANGUAGE.get(language);
  if (rules === undefined)
    throw new RangeError(`No text rules for the language ${JSON.stringify(language)}.`);
  return rules;
}

/** The text rules of a game, from its settings. */
export function textRulesOf(settings: { readonly language: GameLanguage }): TextRules {
  return textRulesFor(settings.language);
}

/**
 * English's rules, every function's default: every accent folds, as before there were other languages.
 * Category titles and display names are compared by them whatever the game's language.
 */
export const DEFAULT_TEXT_RULES: TextRules = textRulesFor('en');
