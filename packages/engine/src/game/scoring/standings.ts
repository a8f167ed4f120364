import type { GameState } from '../state.ts';

/** A player's place on the board: ties share a place, the next place skips (1, 1, 3). */
export interface Standing {
  uid: string;
  total: number;
  place: number;
}

/** Each player's total over the scored rounds so far, in slot order; players who left keep theirs. */
export function playerTotals(state: GameState): { uid: string; total: number }[] {
  return state.players.map((player) => ({
    uid: player.uid,
    total: state.rounds.reduce(
      (sum, round) => sum + (round.scores?.find((score) => score.uid === player.uid)?.total ?? 0),
      0,
    ),
  }));
}

/**
 * The ranking by total, highest first, with standard competition places: equal totals share a place
 * and the following place skips (1, 1, 3). Equal totals stay in slot order.
 */
export function ranking(state: GameState): Standing[] {
  const sorted = playerTotals(state).sort((a, b) => b.total - a.total);
  return sorted.map(({ uid, total }) => ({
    uid,
    total,
    place: 1 + sorted.filter((other) => other.total > total).length,
  }));
}
