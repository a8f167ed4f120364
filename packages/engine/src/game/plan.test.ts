import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ALPHABET } from './constants.ts';
import { categoriesForRound, drawGamePlan, type CustomCategoryInput } from './plan.ts';
import { drawWithoutRepeats } from './random-draw.ts';
import type { GameSettings } from './state.ts';
import { customCategoriesOf, firstPick, makeInput } from './testing/game-fixtures.ts';

const settings = (rounds: number): GameSettings => makeInput({ rounds }).settings;

/** A random source replaying a fixed list of values, for fast-check to generate. */
function replaying(values: readonly number[]) {
  let index = 0;
  return () => values[index++ % values.length] ?? 0;
}

describe('drawWithoutRepeats', () => {
  it('picks by the random value among the items not drawn yet', () => {
    expect(drawWithoutRepeats(['a', 'b', 'c'], 3, replaying([0.99, 0, 0]))).toEqual(['c', 'a', 'b']);
  });

  it('clamps a random source that returns 1 or NaN instead of failing', () => {
    expect(drawWithoutRepeats(['a', 'b'], 2, replaying([1, Number.NaN]))).toEqual(['b', 'a']);
  });

  it('stops when there is nothing left to draw', () => {
    expect(drawWithoutRepeats(['a'], 3, firstPick)).toEqual(['a']);
  });
});

describe('drawGamePlan', () => {
  it('never repeats a letter within a game', () => {
    const randomValues = fc.array(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), {
      minLength: 1,
    });
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 26 }), randomValues, (rounds, values) => {
        const { letters } = drawGamePlan(settings(rounds), [], replaying(values));
        expect(letters).toHaveLength(rounds);
        expect(new Set(letters).size).toBe(rounds);
        expect(letters.every((letter) => ALPHABET.includes(letter))).toBe(true);
      }),
    );
  });

  it('draws custom categories in addedAt order when the random source always picks the first', () => {
    const shuffled: CustomCategoryInput[] = [...customCategoriesOf(['ana', 'ben'])].reverse();
    const plan = drawGamePlan(settings(6), shuffled, firstPick);
    expect(plan.customCategories.map((category) => category.id)).toEqual(['ana-1', 'ana-2', 'ben-1']);
  });

  it('draws one custom category for every odd round', () => {
    expect(
      drawGamePlan(settings(1), customCategoriesOf(['ana', 'ben']), firstPick).customCategories,
    ).toHaveLength(1);
    expect(
      drawGamePlan(settings(5), customCategoriesOf(['ana', 'ben']), firstPick).customCategories,
    ).toHaveLength(3);
  });

  it('draws only as many custom categories as the players added', () => {
    const plan = drawGamePlan(settings(10), customCategoriesOf(['ana']), firstPick);
    expect(plan.customCategories.map((category) => category.id)).toEqual(['ana-1', 'ana-2']);
  });
});

describe('categoriesForRound', () => {
  const plan = drawGamePlan(settings(6), customCategoriesOf(['ana', 'ben']), firstPick);
  const idsOfRound = (round: number) => categoriesForRound(settings(6), plan, round).map((c) => c.id);

  it('adds a custom category in rounds 1, 3 and 5 that stays for the rest of the game', () => {
    expect(idsOfRound(1)).toEqual(['name', 'place', 'animal', 'thing', 'ana-1']);
    expect(idsOfRound(2)).toEqual(['name', 'place', 'animal', 'thing', 'ana-1']);
    expect(idsOfRound(3)).toEqual(['name', 'place', 'animal', 'thing', 'ana-1', 'ana-2']);
    expect(idsOfRound(6)).toEqual(['name', 'place', 'animal', 'thing', 'ana-1', 'ana-2', 'ben-1']);
  });

  it('adds nothing once no custom category is left', () => {
    const onlyOne = drawGamePlan(settings(6), customCategoriesOf(['ana']).slice(0, 1), firstPick);
    expect(categoriesForRound(settings(6), onlyOne, 5)).toHaveLength(5);
  });

  it('marks default categories as nobody’s and custom ones with their owner', () => {
    const [first, , , , custom] = categoriesForRound(settings(6), plan, 1);
    expect(first?.ownerUid).toBeNull();
    expect(custom?.ownerUid).toBe('ana');
  });
});
