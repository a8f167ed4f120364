import { comparisonKey, textRulesFor } from '@npat/engine';
import type { GameLanguage } from '@npat/protocol';

/**
 * The form the referee files an entry and looks an answer up in: the game's own comparison key (case,
 * accents, ß, German ae/oe/ue, Turkish I, as the language compares answers) with only its letters and
 * digits, so "München", "Muenchen", "munchen" and "Mün-chen" are one entry, as they are one answer.
 */
export function refereeKey(text: string, language: GameLanguage): string {
  return comparisonKey(text, textRulesFor(language)).replace(/[^\p{L}\p{M}\p{N}]/gu, '');
}
