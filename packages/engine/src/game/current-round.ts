import type { GameState, Round } from './state.ts';

/** The round being played (or last played): every game has one, because it starts in round 1. */
export function currentRoundOf(state: GameState): Round {
  const round = state.rounds[state.rounds.length - 1];
  if (round === undefined) throw new Error('A game state always has a current round.');
  return round;
}
