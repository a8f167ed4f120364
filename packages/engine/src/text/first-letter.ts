/**
 * The round-letter check (docs/product/rules.md#automatic-checks) in the game's language: whether an
 * answer starts with the round's letter, knowing which letters with marks are letters of their own.
 */
import { stripInvisibles } from '@npat/protocol';
import { isOwnLetter } from './fold.ts';
import { comparisonKey } from './normalize.ts';
import type { TextRules } from './text-rules.ts';

/** The first letter or digit of `text` as typed, composed ('A' and a diaeresis is 'Ä'); undefined if none. */
export function firstLetterOf(text: string): string | undefined {
  return /[\p{L}\p{N}]/u.exec(stripInvisibles(text).normalize('NFC'))?.[0];
}

/**
 * Whether `answer` starts with the drawn `letter`: its first letter, upper-cased as the language does
 * (Turkish 'i' → 'İ'), is that letter; or the drawn letter is a base letter and the answer's first letter
 * folds to it without being a letter of its own. So in German "Äpfel" counts for A, and with Ä drawn only
 * what starts with Ä counts; in Spanish "Árbol" counts for A but "Ñandú" not for N; in Turkish "İzmir"
 * starts with İ and never with I, and "Çanakkale" not with C.
 */
export function startsWithLetter(answer: string, letter: string, rules: TextRules): boolean {
  const { caseLocale } = rules;
  const first = firstLetterOf(answer);
  const drawn = letter.normalize('NFC').toLocaleUpperCase(caseLocale);
  // No letter drawn (yet) is a letter no answer starts with.
  if (first === undefined || drawn === '') return false;
  if (first.toLocaleUpperCase(caseLocale) === drawn) return true;
  // A base letter is one folding leaves alone and not a letter of its own: A, not Ä nor Turkish I.
  const base = drawn.toLocaleLowerCase(caseLocale);
  if (isOwnLetter(base, rules) || comparisonKey(base, rules) !== base) return false;
  // 'Æ' folds to 'ae' and 'ß' to 'ss': the answer's first letter counts when its folded form starts with it.
  return !isOwnLetter(first, rules) && comparisonKey(first, rules).startsWith(base);
}
