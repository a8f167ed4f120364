import { describe, expect, it } from 'vitest';
import type { GameState } from '../state.ts';
import { accepted, answeringGame, reviewingGame, tickUntil, withAnswers } from '../testing/game-fixtures.ts';
import { challenge, hostContinue, stop } from '../testing/intent-functions.ts';

function scoresAfterReview(state: GameState, now: number) {
  return accepted(hostContinue(state, 'ana', {}, now)).state.rounds[0]?.scores ?? [];
}

function scoresIn(state: GameState, now: number, categoryId: string) {
  return Object.fromEntries(
    scoresAfterReview(state, now).map((s) => [s.uid, s.categories.find((c) => c.categoryId === categoryId)]),
  );
}

describe('scoreRound', () => {
  it('gives 10 for a valid unique answer, 5 for a shared one, 0 for an empty one', () => {
    const { state, now } = reviewingGame({
      ana: { animal: 'Ant' },
      ben: { animal: 'ant ' },
      cy: { animal: 'Ape' },
    });
    const animal = scoresIn(state, now, 'animal');
    expect(animal.ana).toEqual({ categoryId: 'animal', verdict: 'shared', points: 5 });
    expect(animal.ben?.points).toBe(5);
    expect(animal.cy).toEqual({ categoryId: 'animal', verdict: 'unique', points: 10 });
    expect(scoresIn(state, now, 'thing').cy).toEqual({ categoryId: 'thing', verdict: 'empty', points: 0 });
  });

  it('gives the only valid answer of a category 20 under its house rule, and a lone answer among others 10', () => {
    const { state, now } = reviewingGame(
      { ana: { animal: 'Ant', place: 'Athens' }, ben: { animal: 'Bear', place: 'Accra' } },
      { onlyAnswerDoubles: true },
    );
    expect(scoresIn(state, now, 'animal').ana).toEqual({ categoryId: 'animal', verdict: 'only', points: 20 });
    expect(scoresIn(state, now, 'animal').ben?.verdict).toBe('wrongLetter');
    expect(scoresIn(state, now, 'place').ana).toEqual({ categoryId: 'place', verdict: 'unique', points: 10 });
  });

  it('gives a shared answer 0 under its house rule', () => {
    const { state, now } = reviewingGame(
      { ana: { animal: 'Ant' }, ben: { animal: 'ant' }, cy: { animal: 'Ape' } },
      { sharedAnswerZero: true },
    );
    const animal = scoresIn(state, now, 'animal');
    expect(animal.ana).toEqual({ categoryId: 'animal', verdict: 'shared', points: 0 });
    expect(animal.cy).toEqual({ categoryId: 'animal', verdict: 'unique', points: 10 });
  });

  it('gives 0 for an answer with the wrong first letter', () => {
    const { state, now } = reviewingGame({ ana: { animal: 'Bear' } });
    expect(scoresIn(state, now, 'animal').ana).toEqual({
      categoryId: 'animal',
      verdict: 'wrongLetter',
      points: 0,
    });
  });

  it('treats answers differing only in case, accents and spaces as the same', () => {
    const { state, now } = reviewingGame({ ana: { place: 'Ålesund' }, ben: { place: '  alesund' } });
    expect(scoresIn(state, now, 'place').ana?.points).toBe(5);
  });

  it('shares only with other valid answers: a rejected twin leaves the other unique', () => {
    const { state, now } = reviewingGame({ ana: { animal: 'Ant' }, ben: { animal: 'Ant' } }, {}, [
      'ana',
      'ben',
    ]);
    const challenged = accepted(
      challenge(state, 'ana', { authorUid: 'ben', categoryId: 'animal' }, now),
    ).state;
    const animal = scoresIn(challenged, now, 'animal');
    expect(animal.ben?.verdict).toBe('rejected');
    expect(animal.ana?.verdict).toBe('unique');
  });

  it('shares only with other valid answers: a wrong-letter twin does not count', () => {
    const { state, now } = reviewingGame({ ana: { animal: 'Ant' } });
    expect(scoresIn(state, now, 'animal').ana?.points).toBe(10);
  });

  it('adds the STOP bonus to the round total but keeps it apart from category points', () => {
    const answering = answeringGame({ endMode: 'Fastest Finger' });
    const filled = withAnswers(
      answering.state,
      { ana: { name: 'Anna', place: 'Athens', animal: 'Ant', thing: 'Axe', 'ana-1': 'Apple' } },
      answering.now,
    );
    const reviewing = tickUntil(accepted(stop(filled, 'ana', {}, answering.now)).state, 'REVIEWING');
    const scores = scoresAfterReview(reviewing.state, reviewing.now);
    expect(scores.find((s) => s.uid === 'ana')).toMatchObject({ categoryPoints: 50, bonus: 10, total: 60 });
    expect(scores.find((s) => s.uid === 'ben')).toMatchObject({ categoryPoints: 0, bonus: 0, total: 0 });
  });
});
