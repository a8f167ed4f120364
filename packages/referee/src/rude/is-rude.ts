import type { GameLanguage } from '@npat/protocol';
import { refereeKey } from '../referee-key.ts';
import { universalKey } from '../universal-key.ts';
import { isKnownAnswer, knownAnswerKeys } from './known-answers.ts';
import { RudeMatcher } from './rude-matcher.ts';
import { rudeWordsOf } from './rude-words.ts';

const matchers = new Map<GameLanguage, readonly RudeMatcher[]>();

/**
 * A language's matchers, made on first use: its list and English's under its own key, and English's again
 * under the universal key, so a Turkish "SHIT" (lower-cased "shıt" by Turkish rules) is still caught.
 */
function matchersOf(language: GameLanguage): readonly RudeMatcher[] {
  let made = matchers.get(language);
  if (made === undefined) {
    const known = knownAnswerKeys(language);
    const fair = (entry: string) => !known.has(refereeKey(entry, language));
    // English applies in every language: players swear in English whatever the game's language, and
    // LDNOOBW's other lists are short (German has 66 entries to English's 403).
    const english = rudeWordsOf('en').filter(fair);
    const own = language === 'en' ? [] : rudeWordsOf(language).filter(fair);
    made = [
      new RudeMatcher([...own, ...english], (word) => refereeKey(word, language)),
      new RudeMatcher(english, universalKey),
    ];
    matchers.set(language, made);
  }
  return made;
}

/**
 * Whether an answer is rude in a game's language: it is, or holds as whole words, an entry of the
 * language's LDNOOBW list or the English one, compared as the referee compares (case, accents, spaces and
 * punctuation folded), and is no answer the referee knows. The server decides; the client only blurs.
 */
export function isRude(text: string, language: GameLanguage): boolean {
  // The lists first: the referee's shared places are read only for the few answers they match.
  return matchersOf(language).some((matcher) => matcher.matches(text)) && !isKnownAnswer(text, language);
}
