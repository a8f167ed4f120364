import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { advance, nextDeadline } from './advance.ts';
import { startGame } from './start-game.ts';
import { T0, firstPick, makeInput, tickUntil } from './testing/game-fixtures.ts';

const oneRound = () => startGame({ ...makeInput({ rounds: 1 }), customCategories: [] }, T0, firstPick);

describe('advance', () => {
  it('changes nothing before a deadline and returns the very same state', () => {
    const state = oneRound();
    const result = advance(state, T0 + 2_999);
    expect(result.state).toBe(state);
    expect(result.events).toEqual([]);
  });

  it('opens answering when ROUND_STARTING’s 3 seconds are up', () => {
    const { state, events } = advance(oneRound(), T0 + 3_000);
    expect(state.phase).toBe('ANSWERING');
    expect(events).toEqual([{ type: 'phase-changed', phase: 'ANSWERING', round: 1, at: T0 + 3_000 }]);
  });

  it('keeps answering open for the 1 second of grace after the deadline', () => {
    const deadline = T0 + 3_000 + 60_000;
    expect(advance(oneRound(), deadline + 999).state.phase).toBe('ANSWERING');
    expect(advance(oneRound(), deadline + 1_000).state.phase).toBe('REVIEWING');
  });

  it('walks a whole one-round game to GAME-COMPLETED at the right times', () => {
    const reviewStart = T0 + 3_000 + 60_000 + 1_000;
    const steps = [
      [reviewStart, 'REVIEWING'],
      [reviewStart + 60_000, 'ROUND_RESULTS'],
      [reviewStart + 60_000 + 15_000, 'FINAL_RESULTS'],
      [reviewStart + 60_000 + 15_000 + 30 * 60_000, 'GAME-COMPLETED'],
    ] as const;
    let state = advance(oneRound(), T0 + 3_000).state;
    for (const [at, phase] of steps) {
      expect(advance(state, at - 1).state.phase).not.toBe(phase);
      state = advance(state, at).state;
      expect(state.phase).toBe(phase);
    }
    expect(nextDeadline(state)).toBeNull();
    expect(state.completedAt).toBe(steps[3][0]);
  });

  it('scores the round when the review ends', () => {
    const { state } = tickUntil(oneRound(), 'ROUND_RESULTS');
    expect(state.rounds[0]?.scores).toHaveLength(3);
  });

  it('starts the next round with a new letter after 15 seconds of results', () => {
    const game = startGame(makeInput({ rounds: 2 }), T0, firstPick);
    const results = tickUntil(game, 'ROUND_RESULTS');
    const next = advance(results.state, results.now + 15_000).state;
    expect(next.phase).toBe('ROUND_STARTING');
    expect(next.currentRound).toBe(2);
    expect(next.rounds[1]?.letter).toBe('B');
    expect(next.rounds[1]?.startedAt).toBe(results.now + 15_000);
  });

  it('changes nothing when called twice with the same time', () => {
    const once = advance(oneRound(), T0 + 200_000);
    const twice = advance(once.state, T0 + 200_000);
    expect(twice.state).toBe(once.state);
    expect(twice.events).toEqual([]);
  });

  it('catches up phase by phase after a long gap, keeping the original deadlines', () => {
    const game = startGame(makeInput({ rounds: 2 }), T0, firstPick);
    const { state, events } = advance(game, T0 + 20 * 60_000);
    const phases = events.flatMap((event) => (event.type === 'phase-changed' ? [event.phase] : []));
    expect(phases).toEqual([
      'ANSWERING',
      'REVIEWING',
      'ROUND_RESULTS',
      'ROUND_STARTING',
      'ANSWERING',
      'REVIEWING',
      'ROUND_RESULTS',
      'FINAL_RESULTS',
    ]);
    expect(state.phase).toBe('FINAL_RESULTS');
    expect(state.rounds[0]?.answersClosedAt).toBe(T0 + 3_000 + 70_000 + 1_000);
  });

  it('reaches the same state late as with every tick on time', () => {
    const game = startGame(makeInput({ rounds: 3, endMode: 'Fastest Finger' }), T0, firstPick);
    const span = 3 * (3_000 + 90_000 + 1_000 + 80_000 + 15_000) + 31 * 60_000;
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: span }), { maxLength: 8 }),
        fc.integer({ min: 0, max: span }),
        (ticks, end) => {
          let stepwise = game;
          for (const tick of [...ticks, end].sort((a, b) => a - b))
            stepwise = advance(stepwise, T0 + tick).state;
          expect(stepwise).toEqual(advance(game, T0 + Math.max(end, ...ticks)).state);
        },
      ),
    );
  });

  it('never changes the state it is given', () => {
    const game = oneRound();
    const copy = JSON.parse(JSON.stringify(game)) as typeof game;
    advance(game, T0 + 10 * 60_000);
    expect(game).toEqual(copy);
  });
});
