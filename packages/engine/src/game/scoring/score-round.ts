import {
  DEFAULT_ROOM_SETTINGS,
  SCORING_HOUSE_RULE_KEYS,
  type GameLanguage,
  type ScoringHouseRuleKey,
} from '@npat/protocol';
import { HOUSE_RULE_POINTS, POINTS, STOP_BONUS_POINTS } from '../constants.ts';
import type { CategoryReview, ReviewedAnswer } from '../review/round-review.ts';
import { reviewRound } from '../review/round-review.ts';
import { textRulesFor } from '../../text/text-rules.ts';
import type { AnswerVerdict, CategoryScore, GamePlayer, PlayerRoundScore, Round } from '../state.ts';
import { HOUSE_RULE_SCORING, type AnswerFacts } from './house-rule-scoring.ts';

/**
 * What scoring depends on: the house rules of scoring in the settings table (docs/product/scoring.md#house-rules;
 * all off is Classic; one missing, as in a game stored before it existed, is off), and the language answers
 * are compared and letter-checked in.
 */
export type ScoringRules = Partial<Record<ScoringHouseRuleKey, boolean>> & { language: GameLanguage };

export const CLASSIC_SCORING: ScoringRules = {
  ...Object.fromEntries(SCORING_HOUSE_RULE_KEYS.map((key) => [key, DEFAULT_ROOM_SETTINGS[key]])),
  language: 'en',
};

/** The engine's rules of the house rules that are on, in the table's order. */
function rulesInForce(rules: ScoringRules) {
  return SCORING_HOUSE_RULE_KEYS.filter((key) => rules[key] === true).map((key) => HOUSE_RULE_SCORING[key]);
}

/** Why an answer scores what it scores under Classic, given how many valid answers share its group. */
function classicVerdict(answer: ReviewedAnswer, validInGroup: number): AnswerVerdict {
  if (answer.mark === 'empty') return 'empty';
  if (answer.mark === 'wrongLetter') return 'wrongLetter';
  if (answer.challenges.rejected) return 'rejected';
  return validInGroup > 1 ? 'shared' : 'unique';
}

/** The points of a verdict under Classic ('only' exists only under its house rule). */
function classicPoints(verdict: AnswerVerdict): number {
  switch (verdict) {
    case 'only':
      return HOUSE_RULE_POINTS.onlyAnswer;
    case 'unique':
      return POINTS.unique;
    case 'shared':
      return POINTS.shared;
    case 'empty':
    case 'wrongLetter':
    case 'rejected':
      return POINTS.none;
  }
}

/** The points of a verdict under the rules in force. */
export function pointsOf(verdict: AnswerVerdict, rules: ScoringRules): number {
  return rulesInForce(rules).reduce(
    (points, rule) => rule.points?.(points, verdict) ?? points,
    classicPoints(verdict),
  );
}

/**
 * Scores of one category: 10 valid and unique, 5 valid and shared with another valid answer, else 0; then
 * each house rule in force changes the verdict, the points, or adds a bonus (HOUSE_RULE_SCORING).
 */
function scoreCategory(review: CategoryReview, rules: ScoringRules): Map<string, CategoryScore> {
  const validPerGroup = new Map<string, number>();
  let validInCategory = 0;
  for (const answer of review.answers) {
    if (!answer.valid) continue;
    validInCategory += 1;
    validPerGroup.set(answer.group, (validPerGroup.get(answer.group) ?? 0) + 1);
  }
  const inForce = rulesInForce(rules);
  const scores = new Map<string, CategoryScore>();
  for (const answer of review.answers) {
    const facts: AnswerFacts = { answer, validInCategory };
    const verdict = inForce.reduce(
      (current, rule) => rule.verdict?.(current, facts) ?? current,
      classicVerdict(answer, validPerGroup.get(answer.group) ?? 0),
    );
    let score: CategoryScore = { categoryId: review.categoryId, verdict, points: pointsOf(verdict, rules) };
    // A bonus's mark is there only when granted: every score stored before its house rule reads the same.
    for (const rule of inForce) {
      const bonus = rule.bonus?.(facts);
      if (bonus) score = { ...score, ...bonus.mark, points: score.points + bonus.points };
    }
    scores.set(answer.uid, score);
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
