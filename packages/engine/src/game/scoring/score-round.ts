import { HOUSE_RULE_POINTS, POINTS, STOP_BONUS_POINTS } from '../constants.ts';
import type { CategoryReview, ReviewedAnswer } from '../review/round-review.ts';
import { reviewRound } from '../review/round-review.ts';
import { textRulesFor } from '../../text/text-rules.ts';
import type {
  AnswerVerdict,
  CategoryScore,
  GamePlayer,
  GameSettings,
  PlayerRoundScore,
  Round,
} from '../state.ts';

/**
 * What scoring depends on: the house rules that change the points (docs/product/scoring.md#house-rules; all
 * off is Classic), and the language answers are compared and letter-checked in.
 */
export type ScoringRules = Pick<
  GameSettings,
  'onlyAnswerDoubles' | 'sharedAnswerZero' | 'creativeBonus' | 'language'
>;

export const CLASSIC_SCORING: ScoringRules = {
  onlyAnswerDoubles: false,
  sharedAnswerZero: false,
  creativeBonus: false,
  language: 'en',
};

/** Why an answer scores what it scores, given how many valid answers share its group and its category. */
function verdictOf(
  answer: ReviewedAnswer,
  validInGroup: number,
  validInCategory: number,
  rules: ScoringRules,
): AnswerVerdict {
  if (answer.mark === 'empty') return 'empty';
  if (answer.mark === 'wrongLetter') return 'wrongLetter';
  if (answer.challenges.rejected) return 'rejected';
  if (validInGroup > 1) return 'shared';
  return rules.onlyAnswerDoubles && validInCategory === 1 ? 'only' : 'unique';
}

/** The points of a verdict under the rules in force. */
export function pointsOf(verdict: AnswerVerdict, rules: ScoringRules): number {
  switch (verdict) {
    case 'only':
      return HOUSE_RULE_POINTS.onlyAnswer;
    case 'unique':
      return POINTS.unique;
    case 'shared':
      return rules.sharedAnswerZero ? HOUSE_RULE_POINTS.sharedAnswer : POINTS.shared;
    case 'empty':
    case 'wrongLetter':
    case 'rejected':
      return POINTS.none;
  }
}

/**
 * Scores of one category: 10 valid and unique, 5 valid and shared with another valid answer, else 0; the
 * house rules make the only valid answer of the category 20 and a shared one 0, and add 5 to a valid answer
 * most of the others voted creative.
 */
function scoreCategory(review: CategoryReview, rules: ScoringRules): Map<string, CategoryScore> {
  const validPerGroup = new Map<string, number>();
  let validInCategory = 0;
  for (const answer of review.answers) {
    if (!answer.valid) continue;
    validInCategory += 1;
    validPerGroup.set(answer.group, (validPerGroup.get(answer.group) ?? 0) + 1);
  }
  const scores = new Map<string, CategoryScore>();
  for (const answer of review.answers) {
    const verdict = verdictOf(answer, validPerGroup.get(answer.group) ?? 0, validInCategory, rules);
    // Only a valid answer can be creative: a rejected or wrong-letter one earns nothing.
    const creative = rules.creativeBonus && answer.valid && answer.creative.granted;
    const points = pointsOf(verdict, rules) + (creative ? HOUSE_RULE_POINTS.creative : 0);
    // Marked only when granted: every score stored before the house rule reads the same.
    scores.set(answer.uid, { categoryId: review.categoryId, verdict, points, ...(creative && { creative }) });
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
export function scoreRound(
  round: Round,
  players: readonly GamePlayer[],
  rules: ScoringRules,
): PlayerRoundScore[] {
  const review = reviewRound(round, players, textRulesFor(rules.language));
  const byCategory = review.map((category) => scoreCategory(category, rules));
  return players.map((player) => {
    const categories = byCategory.flatMap((scores) => scores.get(player.uid) ?? []);
    const categoryPoints = categories.reduce((sum, score) => sum + score.points, 0);
    const bonus = stopBonus(round, player.uid);
    return { uid: player.uid, categories, categoryPoints, bonus, total: categoryPoints + bonus };
  });
}
