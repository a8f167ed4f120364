import type { GameLanguage } from '@npat/protocol';
import type { Catalogue } from '@/i18n/catalogue.generated';

/** The house rules that change the points (the room's settings). */
/** The settings the review is told and grouped by: the house rules, and the game's language for its spelling. */
export type ScoringRules = {
  onlyAnswerDoubles: boolean;
  sharedAnswerZero: boolean;
  creativeBonus: boolean;
  language: GameLanguage;
};

type ReviewText = Catalogue['scoring']['review'];

/** What a shared answer scores, as the catalogue's `shared` select names it (Classic: 5 points each). */
export function sharedRule({ sharedAnswerZero }: ScoringRules): 'zero' | 'five' {
  return sharedAnswerZero ? 'zero' : 'five';
}

/**
 * The review's introduction: the rules in force, from the room's house rules (Classic: 5 for the same
 * answer, 10 for a unique one). A spectator hears the same rules, told as what the players do.
 */
export function reviewIntro(text: ReviewText, rules: ScoringRules, watching: boolean): string {
  const points = text.points({
    shared: sharedRule(rules),
    onlyAnswer: rules.onlyAnswerDoubles ? 'double' : 'plain',
  });
  const creative = rules.creativeBonus ? 'on' : 'off';
  return (watching ? text.introWatching : text.intro)({ points, creative });
}
