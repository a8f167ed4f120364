import type { ScoringHouseRuleKey } from '@npat/protocol';
import { HOUSE_RULE_POINTS, POINTS } from '../constants.ts';
import type { ReviewedAnswer } from '../review/round-review.ts';
import type { AnswerVerdict, CategoryScore } from '../state.ts';

/** What a house rule may look at of one answer: the review's view of it, and its category's valid answers. */
export type AnswerFacts = { readonly answer: ReviewedAnswer; readonly validInCategory: number };

/**
 * How one house rule of scoring changes the points while it is on (docs/product/scoring.md#house-rules).
 * Each part is optional; the rules in force apply in the table's order.
 */
export type HouseRuleScoring = {
  /** The numbers its sentence in the room's rules says (the web words `lib.rules.<sentence>` with them). */
  readonly figures: Readonly<Record<string, number>>;
  /** The verdict under the rule, given the one before it. */
  readonly verdict?: (verdict: AnswerVerdict, facts: AnswerFacts) => AnswerVerdict;
  /** The points of a verdict under the rule, given the points before it. */
  readonly points?: (points: number, verdict: AnswerVerdict) => number;
  /** Points on top, and what the score marks for them (none when it does not apply). */
  readonly bonus?: (facts: AnswerFacts) => { points: number; mark: Partial<CategoryScore> } | null;
};

/**
 * The engine's rule of every house rule of scoring in the protocol's table: a setting marked `scoring`
 * there without its entry here does not compile.
 */
export const HOUSE_RULE_SCORING: Readonly<Record<ScoringHouseRuleKey, HouseRuleScoring>> = {
  onlyAnswerDoubles: {
    figures: { points: HOUSE_RULE_POINTS.onlyAnswer, instead: POINTS.unique },
    verdict: (verdict, { validInCategory }) =>
      verdict === 'unique' && validInCategory === 1 ? 'only' : verdict,
  },
  sharedAnswerZero: {
    figures: { points: HOUSE_RULE_POINTS.sharedAnswer, instead: POINTS.shared },
    points: (points, verdict) => (verdict === 'shared' ? HOUSE_RULE_POINTS.sharedAnswer : points),
  },
  creativeBonus: {
    figures: { points: HOUSE_RULE_POINTS.creative },
    // Only a valid answer can be creative: a rejected or wrong-letter one earns nothing.
    bonus: ({ answer }) =>
      answer.valid && answer.creative.granted
        ? { points: HOUSE_RULE_POINTS.creative, mark: { creative: true } }
        : null,
  },
};
