import type { LearnedLookup } from '@npat/referee';
import type { LearnedRow } from './referee-learned-repository.ts';

/** The referee's lookup over rows `countsOf` found: a pair it did not find was never decided. */
export function learnedLookupOf(rows: readonly LearnedRow[]): LearnedLookup {
  const counts = new Map(
    rows.map(({ category, answerKey, accepted, struck }) => [
      pairId(category, answerKey),
      { accepted, struck },
    ]),
  );
  return (category, key) => counts.get(pairId(category, key));
}

// JSON keeps a category and a key apart whatever characters either holds.
function pairId(category: string, key: string): string {
  return JSON.stringify([category, key]);
}
