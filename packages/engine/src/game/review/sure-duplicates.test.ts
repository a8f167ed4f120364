import { describe, expect, it } from 'vitest';
import { textRulesFor } from '../../text/text-rules.ts';
import { currentRoundOf } from '../current-round.ts';
import type { GameState } from '../state.ts';
import { accepted, reviewingGame } from '../testing/game-fixtures.ts';
import { hostContinue, splitAnswers } from '../testing/intent-functions.ts';
import { reviewRound } from './round-review.ts';
import { lettersOnlyKey, withSureJoins } from './sure-duplicates.ts';

const ENGLISH = textRulesFor('en');

/** Round 1 (letter A) in REVIEWING with these place answers. */
const reviewingPlaces = (places: Record<string, string>) =>
  reviewingGame(Object.fromEntries(Object.entries(places).map(([uid, place]) => [uid, { place }])));

function placeReview(state: GameState) {
  return reviewRound(currentRoundOf(state), state.players, ENGLISH).find((c) => c.categoryId === 'place');
}

function placePoints(state: GameState, now: number): Record<string, number | undefined> {
  const scored = accepted(hostContinue(state, 'ana', {}, now)).state;
  return Object.fromEntries(
    (scored.rounds[0]?.scores ?? []).map((score) => [
      score.uid,
      score.categories.find((category) => category.categoryId === 'place')?.points,
    ]),
  );
}

describe('lettersOnlyKey', () => {
  it('keeps letters, their marks and digits, and drops spaces and punctuation', () => {
    expect(lettersOnlyKey('new york')).toBe('newyork');
    expect(lettersOnlyKey("st. john's-wood")).toBe('stjohnswood');
    expect(lettersOnlyKey('r2-d2')).toBe('r2d2');
    expect(lettersOnlyKey('ñandú')).toBe('ñandú');
  });
});

describe('sure near-duplicates', () => {
  it('are joined when the review opens: answers spelled alike but for spaces and punctuation', () => {
    const { state, now } = reviewingPlaces({ ana: 'Abu Dhabi', ben: 'Abu-Dhabi', cy: 'AbuDhabi' });
    expect(currentRoundOf(state).joins).toEqual([
      { categoryId: 'place', keys: ['abu dhabi', 'abu-dhabi', 'abudhabi'] },
    ]);
    expect(placeReview(state)?.groups).toEqual([['ana', 'ben', 'cy']]);
    expect(placeReview(state)?.suggestions).toEqual([]);
    expect(placePoints(state, now)).toEqual({ ana: 5, ben: 5, cy: 5 });
  });

  it('can be split apart by any player, which undoes the join for good', () => {
    const { state, now } = reviewingPlaces({ ana: 'Abu Dhabi', ben: 'Abu-Dhabi', cy: 'Athens' });
    expect(placeReview(state)?.splittable).toEqual(['ben']);
    const split = accepted(splitAnswers(state, 'cy', { categoryId: 'place', uid: 'ben' }, now)).state;
    expect(currentRoundOf(split).joins).toEqual([]);
    expect(placeReview(split)?.groups).toEqual([]);
    // Still one edit apart, so offered again as 'maybe the same'.
    expect(placeReview(split)?.suggestions).toEqual([['ana', 'ben']]);
    expect(placePoints(split, now)).toEqual({ ana: 10, ben: 10, cy: 10 });
  });

  it('are no typo, and stay within their category', () => {
    const { state } = reviewingGame({
      ana: { place: 'Amsterdam', animal: 'Ant eater' },
      ben: { place: 'Amsterdan' },
      cy: { place: 'Ams terdam', thing: 'Anteater' },
    });
    // Amsterdam and "Ams terdam" are joined; Amsterdan, one letter off, is only a suggestion.
    expect(currentRoundOf(state).joins).toEqual([{ categoryId: 'place', keys: ['ams terdam', 'amsterdam'] }]);
    expect(placeReview(state)?.suggestions).toEqual([['ana', 'ben']]);
  });

  it('leave a round without any as it was, the same array', () => {
    const { state } = reviewingPlaces({ ana: 'Athens', ben: 'Amsterdam' });
    const round = currentRoundOf(state);
    expect(withSureJoins(round, ENGLISH)).toBe(round.joins);
  });
});
