import { createRequire } from 'node:module';
import type { GameLanguage } from '@npat/protocol';

const require = createRequire(import.meta.url);

/**
 * Each game language's list in the registry package naughty-words (LDNOOBW, CC BY 4.0), by the package's
 * key; null says a language has no list. French is France's list only: the Québec one is mostly church
 * words ("calice", a chalice) that are fair answers in a game.
 */
export const RUDE_LIST_KEYS: Readonly<Record<GameLanguage, string | null>> = {
  en: 'en',
  de: 'de',
  fr: 'fr',
  es: 'es',
  it: 'it',
  tr: 'tr',
};

const lists = new Map<string, readonly string[]>();

/** One list of the package, read on first use: one JSON file, not the 28 its index loads at once. */
export function packageRudeList(key: string | null): readonly string[] {
  if (key === null) return [];
  let list = lists.get(key);
  if (list === undefined) {
    list = Object.freeze(require(`naughty-words/${key}.json`) as string[]);
    lists.set(key, list);
  }
  return list;
}

/** A game language's own list of rude words, as the package writes them; empty for one without a list. */
export function rudeWordsOf(language: GameLanguage): readonly string[] {
  return packageRudeList(RUDE_LIST_KEYS[language]);
}
