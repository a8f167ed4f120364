import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sortByAddedAt } from './sort-by-added-at.ts';

describe('sortByAddedAt', () => {
  it('puts the earliest category first', () => {
    const sorted = sortByAddedAt([
      { title: 'Cars', addedAt: 30 },
      { title: 'Films', addedAt: 10 },
      { title: 'Songs', addedAt: 20 },
    ]);
    expect(sorted.map((category) => category.title)).toEqual(['Films', 'Songs', 'Cars']);
  });

  it('keeps the given order of categories added at the same moment', () => {
    const sorted = sortByAddedAt([
      { title: 'Cars', addedAt: 10 },
      { title: 'Films', addedAt: 10 },
      { title: 'Songs', addedAt: 5 },
    ]);
    expect(sorted.map((category) => category.title)).toEqual(['Songs', 'Cars', 'Films']);
  });

  it('leaves its input untouched and returns every category once, in ascending order', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ title: fc.string(), addedAt: fc.nat() })), (categories) => {
        const before = categories.map((category) => ({ ...category }));
        const sorted = sortByAddedAt(categories);
        expect(categories).toEqual(before);
        expect(sorted).toHaveLength(categories.length);
        expect(new Set(sorted)).toEqual(new Set(categories));
        sorted.slice(1).forEach((category, index) => {
          expect(category.addedAt).toBeGreaterThanOrEqual(sorted[index]!.addedAt);
        });
      }),
    );
  });
});
