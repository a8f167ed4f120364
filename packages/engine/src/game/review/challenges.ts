import { presentPlayers } from '../players.ts';
import type { Challenge, GamePlayer } from '../state.ts';

/** The count of one answer's challenges that decide it, and how many make it rejected. */
export interface ChallengeTally {
  /** Present players other than the author who challenge the answer. */
  challengers: string[];
  /** Present players other than the author: the electorate. */
  voters: number;
  /** Challenges needed: more than half of `voters`. */
  needed: number;
  rejected: boolean;
}

/**
 * Tallies the challenges of one answer (docs/product/rules.md#challenges): it is rejected when more than half
 * of the other present players challenge it. The author's own vote never counts, even if one were stored, and
 * votes of players who are away or left count neither for nor against.
 */
export function tallyChallenges(
  challenges: readonly Challenge[],
  players: readonly GamePlayer[],
  authorUid: string,
  categoryId: string,
): ChallengeTally {
  const voterUids = presentPlayers(players)
    .map((player) => player.uid)
    .filter((uid) => uid !== authorUid);
  const challengers = voterUids.filter((voterUid) =>
    challenges.some(
      (challenge) =>
        challenge.voterUid === voterUid &&
        challenge.authorUid === authorUid &&
        challenge.categoryId === categoryId,
    ),
  );
  const needed = Math.floor(voterUids.length / 2) + 1;
  return { challengers, voters: voterUids.length, needed, rejected: challengers.length >= needed };
}
