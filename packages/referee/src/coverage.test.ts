import { describe, expect, it } from 'vitest';
import { coverageOfEveryLanguage } from './coverage-table.ts';

// The target of docs/referee.md: nine in ten common answers known in every language and category, and not
// one wrong-category, wrong-letter or made-up answer.
const coverages = await coverageOfEveryLanguage();

describe.each(coverages.map((coverage) => [coverage.language, coverage] as const))(
  'the referee in %s',
  (_language, coverage) => {
    it.each(coverage.categories.map((category) => [category.category, category] as const))(
      'knows at least 90 % of the common answers for %s',
      (_category, category) => {
        expect(category.sampled).toBeGreaterThanOrEqual(30);
        // The message lists what it missed, to add to the lists.
        expect(category.known / category.sampled, category.missed.join(', ')).toBeGreaterThanOrEqual(0.9);
      },
    );

    it('knows none of the wrong-category, wrong-letter and made-up answers', () => {
      expect(coverage.negatives).toBeGreaterThanOrEqual(90);
      expect(coverage.falselyKnown).toEqual([]);
    });
  },
);
