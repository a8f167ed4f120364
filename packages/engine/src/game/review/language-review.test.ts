import { describe, expect, it } from 'vitest';
import { currentRoundOf } from '../current-round.ts';
import type { GameState } from '../state.ts';
import { accepted, reviewingGame } from '../testing/game-fixtures.ts';
import { textRulesOf } from '../../text/text-rules.ts';
import { reviewRound } from './round-review.ts';
import { hostContinue, joinAnswers } from '../testing/intent-functions.ts';

/** The review of the name category: each answer's mark, and the duplicate groups. */
function nameReview(answers: Record<string, string>, language: 'en' | 'de' | 'es' | 'tr', letters: string[]) {
  const byUid = Object.fromEntries(Object.entries(answers).map(([uid, text]) => [uid, { name: text }]));
  const { state, now } = reviewingGame(byUid, { language, letters });
  const review = reviewRound(currentRoundOf(state), state.players, textRulesOf(state.settings));
  const name = review.find((category) => category.categoryId === 'name');
  return {
    state,
    now,
    marks: name?.answers.map((answer) => answer.mark),
    groups: name?.groups,
    splittable: name?.splittable,
    suggestions: name?.suggestions,
  };
}

/** The name category's points of round 1 once the host ends the review. */
function namePoints(state: GameState, now: number): Record<string, number | undefined> {
  const scored = accepted(hostContinue(state, 'ana', {}, now)).state;
  return Object.fromEntries(
    (scored.rounds[0]?.scores ?? []).map((score) => [
      score.uid,
      score.categories.find((category) => category.categoryId === 'name')?.points,
    ]),
  );
}

const ZURICH = { ana: 'Zürich', ben: 'Zuerich', cy: 'Zurich' };

describe('a review in the game’s language', () => {
  it('in Spanish, marks Ñ answers wrong for N and keeps año apart from ano', () => {
    const { marks, groups } = nameReview({ ana: 'Nadia', ben: 'Ñoño', cy: 'nadia' }, 'es', [...'NOP']);
    expect(marks).toEqual(['ok', 'wrongLetter', 'ok']);
    expect(groups).toEqual([['ana', 'cy']]);
  });

  it('in Turkish, marks by its own letters and groups by them', () => {
    const { marks, groups } = nameReview({ ana: 'Işıl', ben: 'İpek', cy: 'ışıl' }, 'tr', [...'IJK']);
    expect(marks).toEqual(['ok', 'wrongLetter', 'ok']);
    expect(groups).toEqual([['ana', 'cy']]);
  });

  it('in English, folds them all as it always did', () => {
    const { marks, groups } = nameReview({ ana: 'Işıl', ben: 'İpek', cy: 'isil' }, 'en', [...'IJK']);
    expect(marks).toEqual(['ok', 'ok', 'ok']);
    expect(groups).toEqual([['ana', 'cy']]);
  });

  it('in German, makes Zuerich, Zürich and Zurich one answer for good, shared 5, 5 and 5', () => {
    const { state, now, groups, splittable } = nameReview(ZURICH, 'de', [...'ZWV']);
    expect(groups).toEqual([['ana', 'ben', 'cy']]);
    expect(splittable).toEqual([]);
    expect(namePoints(state, now)).toEqual({ ana: 5, ben: 5, cy: 5 });
  });

  it('in English, keeps Zuerich apart, unique, and offers it as maybe the same', () => {
    const { state, now, groups, suggestions } = nameReview(ZURICH, 'en', [...'ZWV']);
    expect(groups).toEqual([['ana', 'cy']]);
    expect(suggestions).toEqual([['ana', 'ben']]);
    expect(namePoints(state, now)).toEqual({ ana: 5, ben: 10, cy: 5 });
  });

  it('joins and scores answers by the language’s keys', () => {
    const { state, now } = nameReview({ ana: 'Oso', ben: 'Ñoño', cy: 'Ocaña' }, 'es', [...'OPQ']);
    const joined = accepted(
      joinAnswers(state, 'ana', { categoryId: 'name', uids: ['ana', 'cy'] }, now),
    ).state;
    expect(currentRoundOf(joined).joins).toEqual([{ categoryId: 'name', keys: ['ocaña', 'oso'] }]);
    const scored = accepted(hostContinue(joined, 'ana', {}, now)).state;
    const points = scored.rounds[0]?.scores?.map((score) =>
      score.categories.find((c) => c.categoryId === 'name'),
    );
    expect(points?.map((score) => score?.verdict)).toEqual(['shared', 'wrongLetter', 'shared']);
  });
});
