import { describe, expect, it } from 'vitest';
import { accepted, answeringGame, reviewingGame, roomAt } from '../testing/game-fixtures.ts';
import { hostContinue, setPresence, withdrawChallenge } from '../testing/intent-functions.ts';
import { playerView } from '../view/player-view.ts';
import type { RefereeMarkEntry } from '../state.ts';
import { answersToJudge, applyRefereeMarks, awaitsReferee } from './referee-marks.ts';

const ownCategoryOf = (state: ReturnType<typeof reviewingGame>['state']) =>
  state.rounds[0]?.categories.find((category) => category.ownerUid !== null)?.id ?? '';

const known = (uid: string, categoryId: string): RefereeMarkEntry => ({
  uid,
  categoryId,
  verdict: 'known',
  reason: { kind: 'data', category: 'animal', source: 'curated' },
});
const doubtful = (uid: string, categoryId: string): RefereeMarkEntry => ({
  uid,
  categoryId,
  verdict: 'doubtful',
  reason: { kind: 'other-category', category: 'city', source: 'geonames' },
});

describe('the referee’s marks in the review', () => {
  const answers = { ana: { animal: 'Ant', place: 'Berlin' }, ben: { animal: 'Athens', name: '  ' }, cy: {} };

  it('asks to judge only filled, right-letter answers of the library’s categories, once the answers are revealed', () => {
    const answering = answeringGame();
    expect(answersToJudge(answering.state)).toEqual([]);
    const { state } = reviewingGame({ ...answers, cy: { [ownCategoryOf(answering.state)]: 'Apple' } });
    expect(answersToJudge(state)).toEqual([
      { uid: 'ana', categoryId: 'animal', text: 'Ant' },
      { uid: 'ben', categoryId: 'animal', text: 'Athens' },
    ]);
  });

  it('keeps the marks once, shows each answer its own, and drops marks for answers it may not judge', () => {
    const { state, now } = reviewingGame(answers);
    const marks = [
      known('ana', 'animal'),
      doubtful('ben', 'animal'),
      known('ana', 'place'),
      known('cy', 'animal'),
    ];
    const judged = accepted(applyRefereeMarks(state, { round: 1, marks }, now));
    expect(judged.state.rounds[0]?.refereeMarks).toEqual([known('ana', 'animal'), doubtful('ben', 'animal')]);
    expect(judged.events).toEqual([{ type: 'referee-judged', round: 1, challenged: 0 }]);
    expect(answersToJudge(judged.state)).toEqual([]);

    const view = playerView(judged.state, 'cy', now, roomAt(3));
    const animal = view.round.review?.categories.find((category) => category.categoryId === 'animal');
    expect(animal?.answers.map((answer) => [answer.uid, answer.referee?.verdict ?? null])).toEqual([
      ['ana', 'known'],
      ['ben', 'doubtful'],
      ['cy', null],
    ]);
    // Without the house rule the referee only says what it thinks: nobody is challenged.
    expect(judged.state.rounds[0]?.challenges).toEqual([]);

    const again = applyRefereeMarks(judged.state, { round: 1, marks: [doubtful('ana', 'animal')] }, now);
    expect(again).toEqual({ ok: true, state: judged.state, events: [] });
  });

  it('changes nothing for another round or once the review is over', () => {
    const { state, now } = reviewingGame(answers);
    const marks = [known('ana', 'animal')];
    expect(applyRefereeMarks(state, { round: 2, marks }, now)).toEqual({ ok: true, state, events: [] });
    const scored = accepted(hostContinue(state, 'ana', {}, now)).state;
    expect(applyRefereeMarks(scored, { round: 1, marks }, now)).toEqual({
      ok: true,
      state: scored,
      events: [],
    });
  });

  describe('when the referee decides', () => {
    const { state, now } = reviewingGame(answers, { refereeDecides: true });
    const judged = accepted(
      applyRefereeMarks(state, { round: 1, marks: [known('ana', 'animal'), doubtful('ben', 'animal')] }, now),
    );
    const animalScore = (after: typeof state, uid: string) =>
      after.rounds[0]?.scores
        ?.find((score) => score.uid === uid)
        ?.categories.find((c) => c.categoryId === 'animal');

    it('starts a doubtful answer challenged by every present player but its author, and leaves a known one alone', () => {
      expect(judged.events).toEqual([{ type: 'referee-judged', round: 1, challenged: 1 }]);
      expect(judged.state.rounds[0]?.challenges).toEqual([
        { voterUid: 'ana', authorUid: 'ben', categoryId: 'animal' },
        { voterUid: 'cy', authorUid: 'ben', categoryId: 'animal' },
      ]);
      const scored = accepted(hostContinue(judged.state, 'ana', {}, now)).state;
      expect(animalScore(scored, 'ben')?.verdict).toBe('rejected');
      expect(animalScore(scored, 'ana')?.verdict).toBe('unique');
    });

    it('lets the group overturn it: once enough players take the challenge back, the answer counts', () => {
      const kept = accepted(
        withdrawChallenge(judged.state, 'cy', { authorUid: 'ben', categoryId: 'animal' }, now),
      );
      const scored = accepted(hostContinue(kept.state, 'ana', {}, now)).state;
      expect(animalScore(scored, 'ben')?.verdict).toBe('unique');
    });

    it('challenges in the name of present players only', () => {
      const away = accepted(setPresence(state, 'cy', { connected: false }, now)).state;
      const marks = [doubtful('ben', 'animal')];
      const judgedAway = accepted(applyRefereeMarks(away, { round: 1, marks }, now));
      expect(judgedAway.state.rounds[0]?.challenges).toEqual([
        { voterUid: 'ana', authorUid: 'ben', categoryId: 'animal' },
      ]);
    });
  });

  it('keeps the rude marks of revealed answers only with the rude-answer filter on, and waits for them', () => {
    const rude = [
      { uid: 'ana', categoryId: 'place' },
      { uid: 'cy', categoryId: 'animal' },
    ];
    const filtered = reviewingGame(answers, { rudeFilter: true });
    expect(awaitsReferee(filtered.state)).toBe(true);
    const marked = accepted(applyRefereeMarks(filtered.state, { round: 1, marks: [], rude }, filtered.now));
    expect(marked.state.rounds[0]?.rude).toEqual([{ uid: 'ana', categoryId: 'place' }]);
    expect(awaitsReferee(marked.state)).toBe(false);
    const view = playerView(marked.state, 'ben', filtered.now, roomAt(2)).round.review;
    const rudeOf = (id: string, uid: string) =>
      view?.categories.find((c) => c.categoryId === id)?.answers.find((a) => a.uid === uid)?.rude;
    expect([rudeOf('place', 'ana'), rudeOf('animal', 'ana')]).toEqual([true, false]);

    const plain = reviewingGame(answers);
    const unmarked = accepted(applyRefereeMarks(plain.state, { round: 1, marks: [], rude }, plain.now));
    expect(unmarked.state.rounds[0]?.rude).toBeUndefined();
  });
});
