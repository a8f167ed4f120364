import { describe, expect, it } from 'vitest';
import { startGame } from '../start-game.ts';
import { T0, firstPick, makeInput, reviewingGame, tickUntil } from '../testing/game-fixtures.ts';
import { gameResults, roundTable } from './round-table.ts';

describe('round tables', () => {
  it('has no table for a round still being played', () => {
    const { state } = reviewingGame({ ana: { name: 'Anna' } });
    expect(roundTable(state.rounds[0]!)).toBeNull();
  });

  it('shows the letter, each player’s answers and points per category, bonus and total', () => {
    const { state } = tickUntil(reviewingGame({ ana: { name: 'Anna' } }).state, 'ROUND_RESULTS');
    const table = roundTable(state.rounds[0]!);
    expect(table).toMatchObject({ round: 1, letter: 'A' });
    expect(table?.players[0]).toMatchObject({ uid: 'ana', bonus: 0, total: 10 });
    expect(table?.players[0]?.answers[0]).toEqual({
      categoryId: 'name',
      text: 'Anna',
      verdict: 'unique',
      points: 10,
      creative: false,
    });
    expect(table?.players[1]?.answers[0]).toEqual({
      categoryId: 'name',
      text: '',
      verdict: 'empty',
      points: 0,
      creative: false,
    });
  });

  it('keeps every round and the ranking in the results of a finished game', () => {
    const { state } = tickUntil(startGame(makeInput({ rounds: 2 }), T0, firstPick), 'FINAL_RESULTS');
    const results = gameResults(state);
    expect(results.rounds.map((r) => r.letter)).toEqual(['A', 'B']);
    expect(results.ranking).toHaveLength(3);
    expect(results.players[0]).toEqual({
      uid: 'ana',
      displayName: 'Player ana',
      photoURL: '/avatars/ana.svg',
    });
  });
});
