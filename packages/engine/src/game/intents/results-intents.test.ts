import { describe, expect, it } from 'vitest';
import { startGame } from '../start-game.ts';
import { T0, accepted, firstPick, makeInput, tickUntil } from '../testing/game-fixtures.ts';
import { nextRound } from '../testing/intent-functions.ts';

describe('next-round', () => {
  it('lets the host start the next round before the 15 seconds are up', () => {
    const { state, now } = tickUntil(startGame(makeInput({ rounds: 2 }), T0, firstPick), 'ROUND_RESULTS');
    const next = accepted(nextRound(state, 'ana', {}, now + 2_000)).state;
    expect(next).toMatchObject({ phase: 'ROUND_STARTING', currentRound: 2, phaseEndsAt: now + 5_000 });
  });

  it('shows the final results after the last round', () => {
    const { state, now } = tickUntil(startGame(makeInput({ rounds: 1 }), T0, firstPick), 'ROUND_RESULTS');
    const final = accepted(nextRound(state, 'ana', {}, now)).state;
    expect(final).toMatchObject({
      phase: 'FINAL_RESULTS',
      finalResultsAt: now,
      phaseEndsAt: now + 30 * 60_000,
    });
  });

  it('is refused to anyone but the host', () => {
    const { state, now } = tickUntil(startGame(makeInput({ rounds: 2 }), T0, firstPick), 'ROUND_RESULTS');
    expect(nextRound(state, 'ben', {}, now)).toMatchObject({ ok: false, error: { code: 'not-host' } });
  });

  it('is refused outside the round results', () => {
    const starting = startGame(makeInput(), T0, firstPick);
    expect(nextRound(starting, 'ana', {}, T0)).toMatchObject({ ok: false, error: { code: 'wrong-phase' } });
  });
});
