import { CATEGORY_LIBRARY, SETTINGS_LIMITS } from '@npat/protocol';
import { describe, expect, it } from 'vitest';
import { startGame } from './start-game.ts';
import { firstPick, makeInput, T0, tickUntil } from './testing/game-fixtures.ts';

// The host picks 3 to 12 library categories (docs/decisions/031-category-library.md); every category a round
// plays beyond 4 still adds 10 s to answering and to the review (docs/product/timing.md#round-time).

const fixed = (count: number) => CATEGORY_LIBRARY.slice(0, count).map(({ id, title }) => ({ id, title }));

/** Round `round` of a 10-round game with `count` fixed categories, in ANSWERING and then in REVIEWING. */
function roundTimes(count: number, options: { round?: number; ownCategories?: boolean } = {}) {
  const { round = 1, ownCategories = true } = options;
  const input = makeInput({ rounds: 10, roundTime: 60, defaultCategories: fixed(count), ownCategories });
  if (!ownCategories) input.customCategories = [];
  let answering = tickUntil(startGame(input, T0, firstPick), 'ANSWERING').state;
  // Each round's deadlines pass by themselves, up to the answering of round `round`.
  while (answering.rounds.length < round) {
    answering = tickUntil(tickUntil(answering, 'ROUND_RESULTS').state, 'ANSWERING').state;
  }
  const current = answering.rounds[answering.rounds.length - 1]!;
  const reviewing = tickUntil(answering, 'REVIEWING');
  const reviewRound = reviewing.state.rounds[reviewing.state.rounds.length - 1]!;
  return {
    categories: current.categories.length,
    answeringMs: current.answeringEndsAt - current.answeringStartsAt,
    reviewMs: (reviewRound.reviewEndsAt ?? 0) - reviewing.now,
  };
}

describe('round time with the category library', () => {
  it('adds 10 s per category beyond 4 with the most fixed categories and a custom one', () => {
    expect(SETTINGS_LIMITS.categories.max).toBe(12);
    // Round 1: 12 fixed + 1 custom = 13 categories, 9 beyond 4.
    expect(roundTimes(12)).toEqual({ categories: 13, answeringMs: 150_000, reviewMs: 150_000 });
  });

  it('keeps adding for every custom category the odd rounds bring', () => {
    // Round 9 of 10: 12 fixed + 5 custom (three players, six categories) = 17 categories.
    expect(roundTimes(12, { round: 9 })).toMatchObject({ categories: 17, answeringMs: 190_000 });
  });

  it('adds nothing with 3 fixed categories and a custom one, nor subtracts for fewer than 4', () => {
    expect(roundTimes(3)).toMatchObject({ categories: 4, answeringMs: 60_000 });
    expect(roundTimes(3, { ownCategories: false })).toMatchObject({ categories: 3, answeringMs: 60_000 });
  });

  it('plays only the fixed categories when own categories are off', () => {
    expect(roundTimes(12, { round: 9, ownCategories: false })).toMatchObject({
      categories: 12,
      answeringMs: 140_000,
    });
  });

  it('draws no custom category into the plan when the lobby hands over none (own categories off)', () => {
    const input = { ...makeInput({ ownCategories: false }), customCategories: [] };
    expect(startGame(input, T0, firstPick).plan.customCategories).toEqual([]);
  });
});
