import { startsWithLetter, textRulesFor } from '@npat/engine';
import type { GameLanguage } from '@npat/protocol';
import type { LanguageKnowledge } from './knowledge.ts';
import { dataCategoriesOf, type RefereeCategory } from './referee-categories.ts';
import { refereeKey } from './referee-key.ts';
import type { RefereeSourceId } from './sources.ts';

export interface RefereeQuery {
  readonly language: GameLanguage;
  /** The round's category: a library id (a player's own category is judged by nobody but the group). */
  readonly category: string;
  readonly letter: string;
  readonly answer: string;
}

/** How often finished reviews kept or struck out one answer of one category (counts only). */
export interface LearnedCounts {
  readonly accepted: number;
  readonly struck: number;
}

/** Looks up what players decided on a (category, referee key); undefined when no game has seen it. */
export type LearnedLookup = (category: string, key: string) => LearnedCounts | undefined;

/**
 * Why the referee says what it says, as codes the screens word: in a category's data ('Country · CLDR'),
 * accepted or struck out by players in so many games, known for another category or under another letter.
 */
export type RefereeReason =
  | { readonly kind: 'data'; readonly category: RefereeCategory; readonly source: RefereeSourceId }
  | { readonly kind: 'players'; readonly games: number }
  | { readonly kind: 'struck-out'; readonly games: number }
  | { readonly kind: 'other-category'; readonly category: RefereeCategory; readonly source: RefereeSourceId }
  | { readonly kind: 'other-letter'; readonly category: RefereeCategory; readonly source: RefereeSourceId }
  | { readonly kind: 'none' };

export type RefereeVerdict =
  | { readonly verdict: 'known'; readonly reason: RefereeReason }
  | { readonly verdict: 'doubtful'; readonly reason: RefereeReason }
  | { readonly verdict: 'unknown'; readonly reason: { readonly kind: 'none' } };

/** Games that must have decided on an answer before their verdict counts for everyone (issue default 3). */
export const LEARNED_AT = 3;

/** Kept (or struck out) by at least LEARNED_AT games, and by at least two in three of those that decided. */
function clearly(votes: number, against: number): boolean {
  return votes >= LEARNED_AT && votes >= 2 * against;
}

/**
 * The referee's verdict on one answer: `known` only when the answer is in the data (or clearly accepted by
 * players) for this very category and starts with the round's letter under the game's rules; `doubtful`
 * when it is known, but for another category or another letter, or players clearly struck it out;
 * `unknown` otherwise. A made-up word is never known: it is in no data and no game accepted it. In a
 * category the referee has no data for, only what players decided counts.
 */
export function judge(
  knowledge: LanguageKnowledge,
  { language, category, letter, answer }: RefereeQuery,
  learned?: LearnedLookup,
): RefereeVerdict {
  const key = refereeKey(answer, language);
  if (key === '') return { verdict: 'unknown', reason: { kind: 'none' } };
  const rightLetter = startsWithLetter(answer, letter, textRulesFor(language));
  const wanted = dataCategoriesOf(category);
  const known = knowledge.knownAs(answer);
  const here = known.find((each) => wanted.includes(each.category));
  if (here && rightLetter) return { verdict: 'known', reason: { kind: 'data', ...here } };
  const decided = learned?.(category, key);
  if (rightLetter && decided && clearly(decided.accepted, decided.struck)) {
    return { verdict: 'known', reason: { kind: 'players', games: decided.accepted } };
  }
  if (decided && clearly(decided.struck, decided.accepted)) {
    return { verdict: 'doubtful', reason: { kind: 'struck-out', games: decided.struck } };
  }
  if (here) return { verdict: 'doubtful', reason: { kind: 'other-letter', ...here } };
  // Where the referee has no data for the category, knowing the word elsewhere says nothing about it.
  const elsewhere = wanted.length > 0 ? known[0] : undefined;
  if (elsewhere) return { verdict: 'doubtful', reason: { kind: 'other-category', ...elsewhere } };
  return { verdict: 'unknown', reason: { kind: 'none' } };
}
