import { describe, expect, it } from 'vitest';
import { challenge, reviewDone } from '../intents/review-intents.ts';
import { reviewRound } from '../review/round-review.ts';
import { ranking } from '../scoring/standings.ts';
import { accepted, reviewingGame } from '../testing/game-fixtures.ts';
import { currentRoundOf } from '../current-round.ts';
import { textRulesFor } from '../../text/text-rules.ts';
import { sharedReview, sharedStandings } from './shared-parts.ts';

const ENGLISH = textRulesFor('en');

describe('the parts every viewer shares', () => {
  const { state, now } = reviewingGame({
    ana: { name: 'Anna' },
    ben: { name: 'Anna' },
    cy: { name: 'Alba' },
  });

  it('are computed once per state and equal what they stand for', () => {
    const round = currentRoundOf(state);
    expect(sharedReview(round, state.players, ENGLISH)).toBe(sharedReview(round, state.players, ENGLISH));
    expect(sharedReview(round, state.players, ENGLISH)).toEqual(reviewRound(round, state.players, ENGLISH));
    expect(sharedStandings(state)).toBe(sharedStandings(state));
    expect(sharedStandings(state)).toEqual(ranking(state));
  });

  it('follow every change of what they are computed from', () => {
    const before = sharedReview(currentRoundOf(state), state.players, ENGLISH);
    const next = accepted(challenge(state, 'ben', { authorUid: 'cy', categoryId: 'name' }, now)).state;
    const after = sharedReview(currentRoundOf(next), next.players, ENGLISH);
    expect(after).not.toBe(before);
    expect(after).toEqual(reviewRound(currentRoundOf(next), next.players, ENGLISH));
  });

  it('are not worked out again after an intent that changed nothing they are computed from', () => {
    const before = sharedReview(currentRoundOf(state), state.players, ENGLISH);
    const next = accepted(reviewDone(state, 'ben', {}, now)).state;
    expect(currentRoundOf(next)).not.toBe(currentRoundOf(state));
    expect(sharedReview(currentRoundOf(next), next.players, ENGLISH)).toBe(before);
  });

  it('are worked out again for other text rules', () => {
    const round = currentRoundOf(state);
    const turkish = sharedReview(round, state.players, textRulesFor('tr'));
    expect(turkish).not.toBe(sharedReview(round, state.players, ENGLISH));
    expect(turkish).toEqual(reviewRound(round, state.players, textRulesFor('tr')));
  });
});
