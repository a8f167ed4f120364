import { comparisonKey } from '../text/normalize.ts';

/**
 * Whether `title` names a category that is already there: equal to one of `others` after trimming,
 * collapsing white space, lower-casing and removing accents ('  zürich ' equals 'Zurich').
 */
export function categoryExists(title: string, others: Iterable<string>): boolean {
  const key = comparisonKey(title);
  for (const other of others) {
    if (comparisonKey(other) === key) return true;
  }
  return false;
}
