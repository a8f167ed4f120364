import { describe, expect, it } from 'vitest';
import type { Challenge, GamePlayer } from '../state.ts';
import { tallyChallenges } from './challenges.ts';

const player = (uid: string, connected = true, left = false): GamePlayer => ({
  uid,
  displayName: uid,
  photoURL: '',
  connected,
  left,
});
const against = (authorUid: string, ...voters: string[]): Challenge[] =>
  voters.map((voterUid) => ({ voterUid, authorUid, categoryId: 'name' }));

describe('tallyChallenges', () => {
  const four = ['ana', 'ben', 'cy', 'dee'].map((uid) => player(uid));

  it('rejects an answer when more than half of the other players challenge it', () => {
    expect(tallyChallenges(against('ana', 'ben', 'cy'), four, 'ana', 'name').rejected).toBe(true);
  });

  it('keeps an answer when exactly half of the other players challenge it', () => {
    const five = [...four, player('eve')];
    expect(tallyChallenges(against('ana', 'ben', 'cy'), five, 'ana', 'name')).toMatchObject({
      voters: 4,
      needed: 3,
      rejected: false,
    });
  });

  it('never counts the author’s own vote', () => {
    const tally = tallyChallenges(against('ana', 'ana', 'ben'), four, 'ana', 'name');
    expect(tally.challengers).toEqual(['ben']);
    expect(tally.rejected).toBe(false);
  });

  it('leaves away players out of the majority and their votes uncounted', () => {
    const benAway = [player('ana'), player('ben', false), player('cy'), player('dee')];
    expect(tallyChallenges(against('ana', 'cy', 'dee'), benAway, 'ana', 'name')).toMatchObject({
      voters: 2,
      needed: 2,
      rejected: true,
    });
    expect(tallyChallenges(against('ana', 'ben', 'cy'), benAway, 'ana', 'name').rejected).toBe(false);
  });

  it('leaves players who left out of the majority', () => {
    const deeLeft = [player('ana'), player('ben'), player('cy'), player('dee', false, true)];
    expect(tallyChallenges(against('ana', 'ben', 'cy'), deeLeft, 'ana', 'name').rejected).toBe(true);
  });

  it('cannot reject anything when nobody else is connected', () => {
    const alone = [player('ana'), player('ben', false)];
    expect(tallyChallenges(against('ana', 'ben'), alone, 'ana', 'name').rejected).toBe(false);
  });

  it('counts only challenges of this answer', () => {
    const elsewhere: Challenge[] = [{ voterUid: 'ben', authorUid: 'ana', categoryId: 'place' }];
    expect(tallyChallenges(elsewhere, four, 'ana', 'name').challengers).toEqual([]);
  });
});
