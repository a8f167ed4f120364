import { comparisonKey, initialLetter } from '../../text/normalize.ts';

/** What the server decides about an answer before anyone reviews it (game-design §6). */
export type AutoMark = 'empty' | 'wrongLetter' | 'ok';

/**
 * Empty when nothing but white space was typed; wrong letter when the first letter, after trimming
 * and ignoring case and accents, is not the round's letter ('Ölfass' counts for O).
 */
export function autoMark(text: string, letter: string): AutoMark {
  if (comparisonKey(text) === '') return 'empty';
  return initialLetter(text) === letter.toUpperCase() ? 'ok' : 'wrongLetter';
}
