import { describe, expect, it } from 'vitest';
import type { GameState, PlayerRoundScore } from '../state.ts';
import { startGame } from '../start-game.ts';
import { T0, firstPick, makeInput } from '../testing/game-fixtures.ts';
import { playerTotals, ranking } from './standings.ts';

const scored = (uid: string, total: number): PlayerRoundScore => ({
  uid,
  categories: [],
  categoryPoints: total,
  bonus: 0,
  total,
});

/** A game of four players whose rounds were scored with these totals per round. */
function withRoundTotals(...rounds: Record<string, number>[]): GameState {
  const state = startGame(makeInput({ rounds: 5 }, ['ana', 'ben', 'cy', 'dee']), T0, firstPick);
  const template = state.rounds[0]!;
  return {
    ...state,
    rounds: rounds.map((totals, index) => ({
      ...template,
      number: index + 1,
      scores: Object.entries(totals).map(([uid, total]) => scored(uid, total)),
    })),
  };
}

describe('standings', () => {
  it('adds up each player’s round totals, in slot order', () => {
    const state = withRoundTotals({ ana: 10, ben: 20, cy: 0, dee: 5 }, { ana: 15, ben: 0, cy: 5, dee: 5 });
    expect(playerTotals(state)).toEqual([
      { uid: 'ana', total: 25 },
      { uid: 'ben', total: 20 },
      { uid: 'cy', total: 5 },
      { uid: 'dee', total: 10 },
    ]);
  });

  it('lets ties share a place and skips the next place (1, 1, 3)', () => {
    const state = withRoundTotals({ ana: 20, ben: 30, cy: 30, dee: 5 });
    expect(ranking(state)).toEqual([
      { uid: 'ben', total: 30, place: 1 },
      { uid: 'cy', total: 30, place: 1 },
      { uid: 'ana', total: 20, place: 3 },
      { uid: 'dee', total: 5, place: 4 },
    ]);
  });

  it('places everyone first before any round is scored', () => {
    const state = withRoundTotals();
    expect(ranking(state).map((standing) => standing.place)).toEqual([1, 1, 1, 1]);
  });
});
