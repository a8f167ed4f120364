import type { Challenge, GamePlayer } from '../state.ts';
import { tallyChallenges } from './challenges.ts';

/** The count of one answer's creative votes, and whether they grant the bonus. */
export interface CreativeTally {
  /** Present players other than the author who vote it creative. */
  voters: string[];
  /** Votes that grant the bonus: more than half of the other present players. */
  needed: number;
  granted: boolean;
}

/**
 * Tallies the creative votes of one answer (docs/product/scoring.md#house-rules): the bonus is granted when
 * more than half of the other present players vote for it, by the same electorate and majority as a
 * challenge (the author never counts; away and left players count neither way).
 */
export function tallyCreativeVotes(
  votes: readonly Challenge[],
  players: readonly GamePlayer[],
  authorUid: string,
  categoryId: string,
): CreativeTally {
  const { challengers, needed, rejected } = tallyChallenges(votes, players, authorUid, categoryId);
  return { voters: challengers, needed, granted: rejected };
}
