import { describe, expect, it } from 'vitest';
import { voteOutcome } from './vote-outcome';

const closed = (vetoCounts: number[]) => ({
  offered: ['K', 'M', 'T'],
  vetoCounts,
  voted: [],
  yourVeto: null,
  closesAt: null,
});

describe('why the vote gave the round its letter', () => {
  it('needs no word when nobody vetoed the letter', () => {
    expect(voteOutcome('M', closed([1, 0, 2]))).toBe('not-vetoed');
  });

  it('says the game drew another letter when every offered one was vetoed', () => {
    expect(voteOutcome('R', closed([1, 1, 1]))).toBe('drawn-instead');
  });

  it('says the letter had the fewest vetoes when no other letter was left', () => {
    expect(voteOutcome('T', closed([2, 2, 1]))).toBe('fewest-vetoes');
  });

  it('says nothing while the vote is open, or in a round without one', () => {
    expect(voteOutcome('K', { ...closed([0, 0, 0]), closesAt: 5000 })).toBeNull();
    expect(voteOutcome('K', null)).toBeNull();
  });
});
