import { comparisonKey } from '../text/normalize.ts';

/**
 * Whether `title` names a category that is already there: equal to one of `others` after trimming,
 * collapsing white space, lower-casing and removing accents ('  zürich ' equals 'Zurich'). Every accent
 * folds whatever the game's language (comparisonKey's default rules), as the web form's categoryKey does.
 */
export function categoryExists(title: string, others: Iterable<string>): boolean {
  const key = comparisonKey(title);
  for (const other of others) {
    if (comparisonKey(other) === key) return true;
  }
  return false;
}
