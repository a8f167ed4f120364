import { describe, expect, it } from 'vitest';
import { accepted, answeringGame, reviewingGame, roomAt } from '../testing/game-fixtures.ts';
import { playerView } from '../view/player-view.ts';
import {
  challenge,
  focusReview,
  hostContinue,
  markDone,
  nextRound,
  reviewDone,
  setPresence,
  withdrawChallenge,
} from '../testing/intent-functions.ts';

const answers = { ana: { name: 'Anna' }, ben: { name: 'Alex' }, cy: { name: 'Amy' } };
const scoreOf = (state: ReturnType<typeof reviewingGame>['state'], uid: string) =>
  state.rounds[0]?.scores
    ?.find((score) => score.uid === uid)
    ?.categories.find((c) => c.categoryId === 'name');

describe('challenge', () => {
  const { state, now } = reviewingGame(answers);

  it('records a challenge of another player’s answer', () => {
    const result = accepted(challenge(state, 'ben', { authorUid: 'ana', categoryId: 'name' }, now));
    expect(result.state.rounds[0]?.challenges).toEqual([
      { voterUid: 'ben', authorUid: 'ana', categoryId: 'name' },
    ]);
    expect(result.events).toEqual([
      { type: 'challenge-changed', voterUid: 'ben', authorUid: 'ana', categoryId: 'name', challenged: true },
    ]);
  });

  it('refuses a vote on one’s own answer', () => {
    const own = challenge(state, 'ana', { authorUid: 'ana', categoryId: 'name' }, now);
    expect(own).toMatchObject({ ok: false, error: { code: 'own-answer' } });
  });

  it('refuses a challenge of an empty answer', () => {
    const empty = challenge(state, 'ben', { authorUid: 'ana', categoryId: 'place' }, now);
    expect(empty).toMatchObject({ ok: false, error: { code: 'empty-answer' } });
  });

  it('refuses a challenge of someone who is not playing', () => {
    const unknown = challenge(state, 'ben', { authorUid: 'mallory', categoryId: 'name' }, now);
    expect(unknown).toMatchObject({ ok: false, error: { code: 'unknown-player' } });
  });

  it('refuses a challenge while answering', () => {
    const answering = answeringGame();
    const early = challenge(answering.state, 'ben', { authorUid: 'ana', categoryId: 'name' }, answering.now);
    expect(early).toMatchObject({ ok: false, error: { code: 'wrong-phase' } });
  });

  it('rejects the answer when more than half of the other connected players challenge it', () => {
    const once = accepted(challenge(state, 'ben', { authorUid: 'ana', categoryId: 'name' }, now)).state;
    const twice = accepted(challenge(once, 'cy', { authorUid: 'ana', categoryId: 'name' }, now)).state;
    expect(scoreOf(accepted(hostContinue(once, 'ana', {}, now)).state, 'ana')?.verdict).toBe('unique');
    expect(scoreOf(accepted(hostContinue(twice, 'ana', {}, now)).state, 'ana')).toEqual({
      categoryId: 'name',
      verdict: 'rejected',
      points: 0,
    });
  });

  it('rejects with one challenge when the third player is away', () => {
    const cyAway = accepted(setPresence(state, 'cy', { connected: false }, now)).state;
    const challenged = accepted(
      challenge(cyAway, 'ben', { authorUid: 'ana', categoryId: 'name' }, now),
    ).state;
    expect(scoreOf(accepted(hostContinue(challenged, 'ana', {}, now)).state, 'ana')?.verdict).toBe(
      'rejected',
    );
  });

  it('can be withdrawn, and withdrawing twice changes nothing', () => {
    const challenged = accepted(challenge(state, 'ben', { authorUid: 'ana', categoryId: 'name' }, now)).state;
    const withdrawn = accepted(
      withdrawChallenge(challenged, 'ben', { authorUid: 'ana', categoryId: 'name' }, now),
    );
    expect(withdrawn.state.rounds[0]?.challenges).toEqual([]);
    const again = accepted(
      withdrawChallenge(withdrawn.state, 'ben', { authorUid: 'ana', categoryId: 'name' }, now),
    );
    expect(again.events).toEqual([]);
  });
});

describe('reviewDone and hostContinue', () => {
  const { state, now } = reviewingGame(answers);

  it('scores the round when every connected player is done reviewing', () => {
    let reviewing = state;
    for (const uid of ['ana', 'ben']) reviewing = accepted(reviewDone(reviewing, uid, {}, now)).state;
    expect(reviewing.phase).toBe('REVIEWING');
    const done = accepted(reviewDone(reviewing, 'cy', {}, now + 7)).state;
    expect(done.phase).toBe('ROUND_RESULTS');
    expect(done.phaseEndsAt).toBe(now + 7 + 15_000);
  });

  it('lets the host end the review at once', () => {
    expect(accepted(hostContinue(state, 'ana', {}, now)).state.phase).toBe('ROUND_RESULTS');
  });

  it('refuses Continue from anyone but the host', () => {
    expect(hostContinue(state, 'ben', {}, now)).toMatchObject({ ok: false, error: { code: 'not-host' } });
  });

  it('refuses reviewing intents once the review is over', () => {
    const results = accepted(hostContinue(state, 'ana', {}, now)).state;
    expect(reviewDone(results, 'ben', {}, now)).toMatchObject({ ok: false, error: { code: 'wrong-phase' } });
  });

  it('does not count Done from answering as Done from reviewing', () => {
    const answering = answeringGame();
    let done = answering.state;
    for (const uid of ['ana', 'ben', 'cy']) done = accepted(markDone(done, uid, {}, answering.now)).state;
    expect(done.phase).toBe('REVIEWING');
    expect(done.rounds[0]?.reviewDone).toEqual([]);
  });
});

describe('the host’s review focus', () => {
  const { state, now } = reviewingGame(answers);

  it('shows every player the category the host moved to', () => {
    const result = accepted(focusReview(state, 'ana', { categoryId: 'place' }, now));
    expect(result.events).toEqual([{ type: 'review-focused', categoryId: 'place' }]);
    expect(playerView(result.state, 'ben', now, roomAt(2)).round.review?.focus).toBe('place');
    expect(playerView(state, 'ben', now, roomAt(1)).round.review?.focus).toBeNull();
  });

  it('changes nothing when the host stays on the category in focus', () => {
    const once = accepted(focusReview(state, 'ana', { categoryId: 'place' }, now)).state;
    expect(accepted(focusReview(once, 'ana', { categoryId: 'place' }, now)).events).toEqual([]);
  });

  it('refuses a player who is not the host and a category the round does not have', () => {
    expect(focusReview(state, 'ben', { categoryId: 'place' }, now)).toMatchObject({
      ok: false,
      error: { code: 'not-host' },
    });
    expect(focusReview(state, 'ana', { categoryId: 'river' }, now)).toMatchObject({
      ok: false,
      error: { code: 'unknown-category' },
    });
  });

  it('refuses a focus outside the review', () => {
    const answering = answeringGame();
    expect(focusReview(answering.state, 'ana', { categoryId: 'place' }, answering.now)).toMatchObject({
      ok: false,
      error: { code: 'wrong-phase' },
    });
  });

  it('starts every round with no category in focus', () => {
    const two = reviewingGame(answers, { rounds: 2 });
    const focused = accepted(focusReview(two.state, 'ana', { categoryId: 'place' }, two.now)).state;
    const results = accepted(hostContinue(focused, 'ana', {}, two.now)).state;
    expect(playerView(results, 'ana', two.now, roomAt(3)).allowed).not.toContain('game:review-focus');
    const next = accepted(nextRound(results, 'ana', {}, two.now)).state;
    expect(next.rounds.map((round) => round.reviewFocus)).toEqual(['place', null]);
  });
});
