import { describe, expect, it } from 'vitest';
import { reviewRound } from '../review/round-review.ts';
import { ranking } from '../scoring/standings.ts';
import { accepted, reviewingGame, roomAt, tickUntil } from '../testing/game-fixtures.ts';
import { currentRoundOf } from '../current-round.ts';
import { textRulesFor } from '../../text/text-rules.ts';
import { playerView } from './player-view.ts';
import { sharedReview, sharedStandings } from './shared-parts.ts';
import { challenge, reviewDone } from '../testing/intent-functions.ts';

const ENGLISH = textRulesFor('en');

describe('the parts every viewer shares', () => {
  const { state, now } = reviewingGame({
    ana: { name: 'Anna' },
    ben: { name: 'Anna' },
    cy: { name: 'Alba' },
  });

  it('are computed once per state and equal what they stand for', () => {
    const round = currentRoundOf(state);
    expect(sharedReview(state, round, ENGLISH)).toBe(sharedReview(state, round, ENGLISH));
    expect(sharedReview(state, round, ENGLISH)).toEqual(reviewRound(round, state.players, ENGLISH));
    expect(sharedStandings(state)).toBe(sharedStandings(state));
    expect(sharedStandings(state)).toEqual(ranking(state));
  });

  it('follow every change of what they are computed from', () => {
    const before = sharedReview(state, currentRoundOf(state), ENGLISH);
    const next = accepted(challenge(state, 'ben', { authorUid: 'cy', categoryId: 'name' }, now)).state;
    const after = sharedReview(next, currentRoundOf(next), ENGLISH);
    expect(after).not.toBe(before);
    expect(after).toEqual(reviewRound(currentRoundOf(next), next.players, ENGLISH));
  });

  it('are not worked out again after an intent that changed nothing they are computed from', () => {
    const before = sharedReview(state, currentRoundOf(state), ENGLISH);
    const next = accepted(reviewDone(state, 'ben', {}, now)).state;
    expect(currentRoundOf(next)).not.toBe(currentRoundOf(state));
    expect(sharedReview(next, currentRoundOf(next), ENGLISH)).toBe(before);
  });

  it('keep one review per game, the latest, and work an earlier one out again when it is asked for', () => {
    const round = currentRoundOf(state);
    const english = sharedReview(state, round, ENGLISH);
    sharedReview(state, round, textRulesFor('tr'));
    const again = sharedReview(state, round, ENGLISH);
    expect(again).not.toBe(english);
    expect(again).toEqual(english);
  });

  it('let go of the review once a view of a later phase is built', () => {
    const round = currentRoundOf(state);
    const before = sharedReview(state, round, ENGLISH);
    const scoring = tickUntil(state, 'ROUND_RESULTS');
    expect(scoring.state.plan).toBe(state.plan);
    playerView(scoring.state, 'ana', scoring.now, roomAt(2));
    expect(sharedReview(state, round, ENGLISH)).not.toBe(before);
  });

  it('are worked out again for other text rules', () => {
    const round = currentRoundOf(state);
    const turkish = sharedReview(state, round, textRulesFor('tr'));
    expect(turkish).not.toBe(sharedReview(state, round, ENGLISH));
    expect(turkish).toEqual(reviewRound(round, state.players, textRulesFor('tr')));
  });
});
