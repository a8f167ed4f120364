import { describe, expect, it } from 'vitest';
import { textRulesFor } from '../../text/text-rules.ts';
import { reviewRound } from '../review/round-review.ts';
import type { GameState } from '../state.ts';
import { accepted, reviewingGame } from '../testing/game-fixtures.ts';
import { hostContinue, joinAnswers, splitAnswers } from '../testing/intent-functions.ts';

const answers = { ana: { place: 'Amsterdam' }, ben: { place: 'Amsterdan' }, cy: { place: '  amsterdam ' } };

function placePoints(state: GameState, now: number): Record<string, number | undefined> {
  const scored = accepted(hostContinue(state, 'ana', {}, now)).state;
  const scores = scored.rounds[0]?.scores ?? [];
  return Object.fromEntries(
    scores.map((s) => [s.uid, s.categories.find((c) => c.categoryId === 'place')?.points]),
  );
}

describe('joining and splitting answers', () => {
  const { state, now } = reviewingGame(answers);
  const place = (s: GameState) =>
    reviewRound(s.rounds[0]!, s.players, textRulesFor('en')).find((c) => c.categoryId === 'place');

  it('groups equal answers by themselves and suggests the near match', () => {
    expect(place(state)?.groups).toEqual([['ana', 'cy']]);
    expect(place(state)?.suggestions).toEqual([['ana', 'ben']]);
    expect(placePoints(state, now)).toEqual({ ana: 5, ben: 10, cy: 5 });
  });

  it('lets any player join a near match into the group, so all three share', () => {
    const joined = accepted(joinAnswers(state, 'cy', { categoryId: 'place', uids: ['ben', 'ana'] }, now));
    expect(joined.events).toEqual([{ type: 'answers-joined', categoryId: 'place', uids: ['ben', 'ana'] }]);
    expect(place(joined.state)?.groups).toEqual([['ana', 'ben', 'cy']]);
    expect(place(joined.state)?.suggestions).toEqual([]);
    expect(placePoints(joined.state, now)).toEqual({ ana: 5, ben: 5, cy: 5 });
  });

  it('undoes a join with a split', () => {
    const joined = accepted(
      joinAnswers(state, 'cy', { categoryId: 'place', uids: ['ben', 'ana'] }, now),
    ).state;
    const split = accepted(splitAnswers(joined, 'ana', { categoryId: 'place', uid: 'ben' }, now)).state;
    expect(split.rounds[0]?.joins).toEqual([]);
    expect(placePoints(split, now)).toEqual({ ana: 5, ben: 10, cy: 5 });
  });

  it('cannot split answers that are equal after normalising', () => {
    const split = accepted(splitAnswers(state, 'ana', { categoryId: 'place', uid: 'cy' }, now));
    expect(split.events).toEqual([]);
    expect(placePoints(split.state, now)).toEqual({ ana: 5, ben: 10, cy: 5 });
  });

  it('changes nothing when joining answers that are already one group', () => {
    const again = accepted(joinAnswers(state, 'ben', { categoryId: 'place', uids: ['ana', 'cy'] }, now));
    expect(again.events).toEqual([]);
  });

  it('refuses to join an empty answer or an answer with itself', () => {
    const empty = joinAnswers(state, 'ben', { categoryId: 'name', uids: ['ana', 'ben'] }, now);
    expect(empty).toMatchObject({ ok: false, error: { code: 'empty-answer' } });
    const self = joinAnswers(state, 'ben', { categoryId: 'place', uids: ['ana', 'ana'] }, now);
    expect(self).toMatchObject({ ok: false, error: { code: 'same-answer' } });
  });

  it('refuses joining outside the review', () => {
    const results = accepted(hostContinue(state, 'ana', {}, now)).state;
    const late = joinAnswers(results, 'ben', { categoryId: 'place', uids: ['ana', 'ben'] }, now);
    expect(late).toMatchObject({ ok: false, error: { code: 'wrong-phase' } });
  });
});
