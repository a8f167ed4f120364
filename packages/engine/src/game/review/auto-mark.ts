import { startsWithLetter } from '../../text/first-letter.ts';
import { isFilledAnswer } from '../../text/normalize.ts';
import type { TextRules } from '../../text/text-rules.ts';

/**
 * What the server decides about an answer before anyone reviews it (docs/product/rules.md#automatic-checks).
 */
export type AutoMark = 'empty' | 'wrongLetter' | 'ok';

/**
 * Empty when the answer has no letter or digit (only white space, punctuation or invisible
 * characters: not filled); wrong letter when it does not start with the round's letter in the game's
 * language (see startsWithLetter: after trimming, ignoring case and the accents the language folds, so
 * 'Ölfass' counts for O in English but Spanish 'Ñandú' not for N).
 */
export function autoMark(text: string, letter: string, rules: TextRules): AutoMark {
  if (!isFilledAnswer(text)) return 'empty';
  return startsWithLetter(text, letter, rules) ? 'ok' : 'wrongLetter';
}
