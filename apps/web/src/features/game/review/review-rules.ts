import { SCORING_HOUSE_RULE_KEYS, type GameLanguage, type ScoringHouseRuleKey } from '@npat/protocol';
import type { Catalogue } from '@/i18n/catalogue.generated';
import { onOffParams } from '@/lib/house-rules';

/**
 * The settings the review is told and grouped by: the house rules of scoring (from the settings table),
 * the game's language for its spelling, and whether the referee decides (its doubtful answers start challenged).
 */
export type ScoringRules = Record<ScoringHouseRuleKey, boolean> & {
  language: GameLanguage;
  refereeDecides: boolean;
};

type ReviewText = Catalogue['scoring']['review'];

/** What a shared answer scores, as the catalogue's `shared` select names it (Classic: 5 points each). */
export function sharedRule({ sharedAnswerZero }: ScoringRules): 'zero' | 'five' {
  return sharedAnswerZero ? 'zero' : 'five';
}

/**
 * The review's introduction: the rules in force, each house rule of scoring by name, on or off (Classic: 5
 * for the same answer, 10 for a unique one). A spectator hears the same rules, told as what the players do.
 */
export function reviewIntro(text: ReviewText, rules: ScoringRules, watching: boolean): string {
  const inForce = onOffParams(rules, SCORING_HOUSE_RULE_KEYS);
  const points = text.points(inForce);
  const intro = (watching ? text.introWatching : text.intro)({ ...inForce, points });
  return rules.refereeDecides ? intro + text.referee.decidesIntro : intro;
}
