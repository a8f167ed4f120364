import { NEAR_MATCH_MIN_LETTERS } from '../constants.ts';

/** Letters and digits in a comparison key; spaces and punctuation do not make a word long enough. */
export function letterCount(key: string): number {
  return key.match(/[\p{L}\p{N}]/gu)?.length ?? 0;
}

/**
 * Whether two different texts are one edit apart: one character replaced, inserted or removed, or two
 * neighbours swapped (Damerau). Works on code points so letters outside the BMP count once.
 */
export function isOneEditApart(first: string, second: string): boolean {
  const a = [...first];
  const b = [...second];
  if (Math.abs(a.length - b.length) > 1) return false;
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start += 1;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA -= 1;
    endB -= 1;
  }
  const differingA = endA - start;
  const differingB = endB - start;
  // Equal texts are not "one edit apart".
  if (differingA === 0 && differingB === 0) return false;
  // One replaced, inserted or removed character.
  if (differingA <= 1 && differingB <= 1) return true;
  // Two neighbours swapped: 'ab' against 'ba'.
  return differingA === 2 && differingB === 2 && a[start] === b[start + 1] && a[start + 1] === b[start];
}

/**
 * Whether two comparison keys are close enough to suggest 'maybe the same'
 * (docs/product/rules.md#duplicates).
 */
export function isNearMatch(firstKey: string, secondKey: string): boolean {
  return (
    letterCount(firstKey) >= NEAR_MATCH_MIN_LETTERS &&
    letterCount(secondKey) >= NEAR_MATCH_MIN_LETTERS &&
    isOneEditApart(firstKey, secondKey)
  );
}
