import { describe, expect, it } from 'vitest';
import type { Round } from './state.ts';
import {
  answeringDeadline,
  answeringDurationMs,
  answersCloseAt,
  reviewDurationMs,
  stopDeadline,
  stopEarnsBonus,
} from './timing.ts';

function roundEndingAt(answeringEndsAt: number, stop: Round['stop'] = null): Round {
  return {
    number: 1,
    letter: 'A',
    letterVote: null,
    categories: [],
    startedAt: 0,
    answeringStartsAt: 0,
    answeringEndsAt,
    stop,
    answers: [],
    done: [],
    answersClosedAt: null,
    reviewEndsAt: null,
    challenges: [],
    creativeVotes: [],
    joins: [],
    reviewDone: [],
    reviewFocus: null,
    refereeMarks: null,
    scores: null,
  };
}

describe('answering time', () => {
  it('is the round time with the 4 default categories', () => {
    expect(answeringDurationMs(60, 4)).toBe(60_000);
  });

  it('adds 10 seconds for each category beyond 4', () => {
    expect(answeringDurationMs(60, 5)).toBe(70_000);
    expect(answeringDurationMs(30, 9)).toBe(80_000);
  });

  it('never subtracts time for fewer than 4 categories', () => {
    expect(answeringDurationMs(45, 2)).toBe(45_000);
  });
});

describe('review time', () => {
  it('is 60 seconds plus 10 seconds per category beyond 4', () => {
    expect(reviewDurationMs(4)).toBe(60_000);
    expect(reviewDurationMs(7)).toBe(90_000);
  });
});

describe('deadlines of a round', () => {
  it('closes answers one second after the deadline', () => {
    expect(answersCloseAt(roundEndingAt(50_000))).toBe(51_000);
  });

  it('gives the others 10 seconds after a STOP', () => {
    expect(stopDeadline(roundEndingAt(50_000), 20_000)).toBe(30_000);
  });

  it('never lets a STOP push the deadline past the round time', () => {
    expect(stopDeadline(roundEndingAt(50_000), 45_000)).toBe(50_000);
  });

  it('counts down to the STOP deadline once someone stopped', () => {
    const stopped = roundEndingAt(50_000, { uid: 'ana', at: 20_000, deadline: 30_000, earnsBonus: true });
    expect(answeringDeadline(stopped)).toBe(30_000);
    expect(answersCloseAt(stopped)).toBe(31_000);
  });

  it('earns the bonus only when more than 10 seconds were left', () => {
    expect(stopEarnsBonus(roundEndingAt(50_000), 39_999)).toBe(true);
    expect(stopEarnsBonus(roundEndingAt(50_000), 40_000)).toBe(false);
  });
});
