import type { GameLanguage } from '@npat/protocol';
import { knowledgeFileOf, knowledgeOf } from '../load-knowledge.ts';
import { refereeKey } from '../referee-key.ts';
import { universalKey } from '../universal-key.ts';
import { rudeTokens } from './rude-tokens.ts';

const known = new Map<GameLanguage, ReadonlySet<string>>();

/**
 * The referee keys of every entry of a language's own knowledge (CLDR's countries, our lists): answers the
 * game asks for. A listed word among them is a fair answer first ("pesce", a fish, in Italian; "rape",
 * monkfish, in Spanish; "tit", a bird), so the rude lists leave it out.
 */
export function knownAnswerKeys(language: GameLanguage): ReadonlySet<string> {
  let keys = known.get(language);
  if (keys === undefined) {
    keys = new Set(
      Object.values(knowledgeFileOf(language).categories).flatMap((sources) =>
        Object.values(sources ?? {}).flatMap((entries) =>
          entries.map((entry) => refereeKey(entry, language)),
        ),
      ),
    );
    known.set(language, keys);
  }
  return keys;
}

/**
 * Whether a whole answer is one the referee knows, so a listed word inside it is part of a name: "Maine
 * Coon", "Río Negro", "pesce sega". The shared places and first names excuse only answers of two words or
 * more ("Frankfurt am Main" in Turkish, "Coon Rapids"): they hold towns of every spelling, and a one-word
 * answer that is a listed word is that word first ("troia" and "sik" are towns too).
 */
export function isKnownAnswer(text: string, language: GameLanguage): boolean {
  if (knownAnswerKeys(language).has(refereeKey(text, language))) return true;
  return rudeTokens(text, universalKey).length > 1 && knowledgeOf(language).knownAs(text).length > 0;
}
