import { POINTS, STOP_BONUS_POINTS } from '../constants.ts';
import type { CategoryReview, ReviewedAnswer } from '../review/round-review.ts';
import { reviewRound } from '../review/round-review.ts';
import type { AnswerVerdict, CategoryScore, GamePlayer, PlayerRoundScore, Round } from '../state.ts';

/** Why an answer scores what it scores, given how many valid answers share its group. */
function verdictOf(answer: ReviewedAnswer, validInGroup: number): AnswerVerdict {
  if (answer.mark === 'empty') return 'empty';
  if (answer.mark === 'wrongLetter') return 'wrongLetter';
  if (answer.challenges.rejected) return 'rejected';
  return validInGroup > 1 ? 'shared' : 'unique';
}

const POINTS_BY_VERDICT: Record<AnswerVerdict, number> = {
  unique: POINTS.unique,
  shared: POINTS.shared,
  empty: POINTS.none,
  wrongLetter: POINTS.none,
  rejected: POINTS.none,
};

/** Scores of one category: 10 valid and unique, 5 valid and shared with another valid answer, else 0. */
function scoreCategory(review: CategoryReview): Map<string, CategoryScore> {
  const validPerGroup = new Map<string, number>();
  for (const answer of review.answers) {
    if (answer.valid) validPerGroup.set(answer.group, (validPerGroup.get(answer.group) ?? 0) + 1);
  }
  const scores = new Map<string, CategoryScore>();
  for (const answer of review.answers) {
    const verdict = verdictOf(answer, validPerGroup.get(answer.group) ?? 0);
    scores.set(answer.uid, { categoryId: review.categoryId, verdict, points: POINTS_BY_VERDICT[verdict] });
  }
  return scores;
}

/** The STOP bonus of one player in one round: 10 for the first STOP with more than 10 s left. */
export function stopBonus(round: Round, uid: string): number {
  return round.stop?.uid === uid && round.stop.earnsBonus ? STOP_BONUS_POINTS : 0;
}

/**
 * Scores a round as the review stands (docs/product/scoring.md#points-per-answer): every player, every
 * category, plus the STOP bonus apart. Called once when the review ends; the result is frozen in the round.
 */
export function scoreRound(round: Round, players: readonly GamePlayer[]): PlayerRoundScore[] {
  const byCategory = reviewRound(round, players).map(scoreCategory);
  return players.map((player) => {
    const categories = byCategory.flatMap((scores) => scores.get(player.uid) ?? []);
    const categoryPoints = categories.reduce((sum, score) => sum + score.points, 0);
    const bonus = stopBonus(round, player.uid);
    return { uid: player.uid, categories, categoryPoints, bonus, total: categoryPoints + bonus };
  });
}
