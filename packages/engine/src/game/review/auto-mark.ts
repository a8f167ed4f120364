import { initialLetter } from '../../text/normalize.ts';

/**
 * What the server decides about an answer before anyone reviews it (docs/product/rules.md#automatic-checks).
 */
export type AutoMark = 'empty' | 'wrongLetter' | 'ok';

/**
 * Empty when the answer has no letter or digit (only white space, punctuation or invisible
 * characters: not filled); wrong letter when the first letter, after trimming and ignoring case and
 * accents, is not the round's letter ('Ölfass' counts for O).
 */
export function autoMark(text: string, letter: string): AutoMark {
  const initial = initialLetter(text);
  if (initial === undefined) return 'empty';
  return initial === letter.toUpperCase() ? 'ok' : 'wrongLetter';
}
