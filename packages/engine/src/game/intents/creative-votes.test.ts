import { describe, expect, it } from 'vitest';
import type { GameState } from '../state.ts';
import { accepted, reviewingGame, roomAt, tickUntil } from '../testing/game-fixtures.ts';
import { playerView } from '../view/player-view.ts';
import { challenge, voteCreative } from '../testing/intent-functions.ts';

const answers = { ana: { name: 'Aurelia' }, ben: { name: 'Alex' }, cy: { name: 'Alex' } };
const creativeRules = { creativeBonus: true };

/** Ana's points in Name once the review is over. */
function anaNamePoints(state: GameState): number | undefined {
  const scored = tickUntil(state, 'ROUND_RESULTS').state;
  return scored.rounds[0]?.scores
    ?.find((score) => score.uid === 'ana')
    ?.categories.find((category) => category.categoryId === 'name')?.points;
}

describe('the creative bonus', () => {
  it('adds 5 to an answer most of the other players vote creative', () => {
    const { state, now } = reviewingGame(answers, creativeRules);
    const vote = { authorUid: 'ana', categoryId: 'name', creative: true };
    const one = accepted(voteCreative(state, 'ben', vote, now)).state;
    // One of two other players is not more than half: no bonus yet.
    expect(anaNamePoints(one)).toBe(10);
    const both = accepted(voteCreative(one, 'cy', vote, now));
    expect(both.events).toEqual([
      { type: 'creative-vote-changed', voterUid: 'cy', authorUid: 'ana', categoryId: 'name', creative: true },
    ]);
    expect(anaNamePoints(both.state)).toBe(15);
    const view = playerView(both.state, 'ben', now, roomAt(3));
    const ana = view.round.review?.categories[0]?.answers.find((answer) => answer.uid === 'ana');
    expect(ana).toMatchObject({
      creativeVoters: ['ben', 'cy'],
      votedCreativeByYou: true,
      creativeGranted: true,
    });
  });

  it('takes a vote back, and a repeated vote changes nothing', () => {
    const { state, now } = reviewingGame(answers, creativeRules);
    const vote = { authorUid: 'ana', categoryId: 'name', creative: true };
    const once = accepted(voteCreative(state, 'ben', vote, now)).state;
    expect(accepted(voteCreative(once, 'ben', vote, now)).events).toEqual([]);
    const back = accepted(voteCreative(once, 'ben', { ...vote, creative: false }, now)).state;
    expect(back.rounds[0]?.creativeVotes).toEqual([]);
  });

  it('gives nothing to a creative answer the others rejected', () => {
    const { state, now } = reviewingGame(answers, creativeRules);
    const vote = { authorUid: 'ana', categoryId: 'name', creative: true };
    let current = state;
    for (const voter of ['ben', 'cy']) {
      current = accepted(voteCreative(current, voter, vote, now)).state;
      current = accepted(challenge(current, voter, { authorUid: 'ana', categoryId: 'name' }, now)).state;
    }
    expect(anaNamePoints(current)).toBe(0);
  });

  it('refuses a vote in a game played without it, on one’s own answer, and on an empty one', () => {
    const classic = reviewingGame(answers);
    const vote = { authorUid: 'ana', categoryId: 'name', creative: true };
    expect(voteCreative(classic.state, 'ben', vote, classic.now)).toMatchObject({
      ok: false,
      error: { code: 'creative-bonus-off' },
    });
    const { state, now } = reviewingGame(answers, creativeRules);
    expect(voteCreative(state, 'ana', vote, now)).toMatchObject({ ok: false, error: { code: 'own-answer' } });
    expect(voteCreative(state, 'ben', { ...vote, categoryId: 'place' }, now)).toMatchObject({
      ok: false,
      error: { code: 'empty-answer' },
    });
  });
});
