/**
 * Text normalisation shared by every rule that compares what players typed: the first-letter check,
 * duplicate answers, and categories that already exist. Cleaning what players type before it is
 * stored is @npat/protocol's (cleanText, cleanName), so the web forms clean the same way.
 */
import { stripInvisibles } from '@npat/protocol';

/** Letters that Unicode does not decompose into a base letter plus a mark, folded by hand. */
const EXTRA_FOLDS: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ł: 'l',
  ı: 'i',
};

/**
 * Removes accents while keeping the base letter: 'Köln' → 'Koln' (never 'Kln'), 'Ölfass' → 'Olfass'.
 * Decomposes (NFKD) and drops the combining marks, then folds the few letters that do not decompose.
 */
export function foldAccents(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .replace(/[ßæœøđðþłı]/giu, (letter) => {
      const folded = EXTRA_FOLDS[letter.toLowerCase()] ?? letter;
      return letter === letter.toLowerCase() ? folded : folded.toUpperCase();
    });
}

/** Trims and collapses every run of white space to one space. */
export function collapseWhiteSpace(text: string): string {
  return text.trim().replace(/\s+/gu, ' ');
}

/**
 * The form two answers (or two category titles) are compared in: invisible characters dropped (joiners
 * too: "کتاب‌ها" and "کتابها" are one word), trimmed, inner white space collapsed, lower-cased, accents
 * removed. Two texts are "the same" exactly when their keys are equal.
 */
export function comparisonKey(text: string): string {
  let key = comparisonKeys.get(text);
  if (key === undefined) {
    key = foldAccents(collapseWhiteSpace(stripInvisibles(text))).toLowerCase();
    // Plenty for the texts of the games one server runs at once; starting over beats tracking use.
    if (comparisonKeys.size >= MAX_REMEMBERED_KEYS) comparisonKeys.clear();
    comparisonKeys.set(text, key);
  }
  return key;
}

/**
 * Keys already worked out, by text. Every player's view counts everyone's filled answers, so the same
 * few texts are folded over and over; the key depends on the text alone, so remembering it is safe.
 */
const comparisonKeys = new Map<string, string>();
const MAX_REMEMBERED_KEYS = 10_000;

/**
 * The letter an answer starts with, for the round-letter check: the first letter or digit of its
 * comparison key, upper-cased ('  ölfass' → 'O'); undefined for an answer with none.
 */
export function initialLetter(text: string): string | undefined {
  const match = /[\p{L}\p{N}]/u.exec(comparisonKey(text));
  return match?.[0].toUpperCase();
}

/**
 * Whether an answer counts as filled: it has a letter or a digit. Blank space, punctuation and
 * invisible characters alone are no answer, so they neither count towards STOP nor show as filled
 * in anyone's progress, and review treats them as empty.
 */
export function isFilledAnswer(text: string): boolean {
  return initialLetter(text) !== undefined;
}
