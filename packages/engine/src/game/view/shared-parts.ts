import type { TextRules } from '../../text/text-rules.ts';
import { reviewRound, type CategoryReview } from '../review/round-review.ts';
import { roundTable, type RoundTable } from '../scoring/round-table.ts';
import { ranking, type Standing } from '../scoring/standings.ts';
import type { GamePlayer, GameState, Round } from '../state.ts';

/**
 * The parts of a view that are the same for every viewer, computed once per state rather than once per
 * player: a change is sent to every player of the room, each with their own view. Keyed by the state's
 * objects, which the engine never changes once an intent has returned them (Immer freezes them), and
 * which stay the same objects across intents that leave them alone
 * (docs/decisions/056-immer-for-new-states.md).
 */

/** What a round's review is computed from (reviewRound). */
interface ReviewInputs {
  readonly answers: Round['answers'];
  readonly letter: string;
  readonly categories: Round['categories'];
  readonly challenges: Round['challenges'];
  readonly creativeVotes: Round['creativeVotes'];
  readonly joins: Round['joins'];
  readonly players: readonly GamePlayer[];
  readonly rules: TextRules;
}

/**
 * The latest review of each game, by the game's plan: an object every state of one game shares
 * (no intent writes to it) and no other game does. Most intents of a review (Done reviewing above all)
 * change the round but nothing its review is computed from, so the review is found by what it is
 * computed from, not by the round; and only the latest is kept, since a view shows no other (a round's
 * review keyed by its own answers stayed in memory for the rest of the game, about 8 KB a round for
 * five players).
 */
const reviews = new WeakMap<GameState['plan'], { inputs: ReviewInputs; review: CategoryReview[] }>();
const tables = new WeakMap<Round, RoundTable | null>();
const standings = new WeakMap<GameState, Standing[]>();

function sameInputs(a: ReviewInputs, b: ReviewInputs): boolean {
  return (
    a.answers === b.answers &&
    a.letter === b.letter &&
    a.categories === b.categories &&
    a.challenges === b.challenges &&
    a.creativeVotes === b.creativeVotes &&
    a.joins === b.joins &&
    a.players === b.players &&
    a.rules === b.rules
  );
}

/** The review of `round` of `state` under the game language's `rules` (see reviewRound). */
export function sharedReview(state: GameState, round: Round, rules: TextRules): CategoryReview[] {
  const { answers, letter, categories, challenges, creativeVotes, joins } = round;
  const { players } = state;
  const inputs = { answers, letter, categories, challenges, creativeVotes, joins, players, rules };
  const cached = reviews.get(state.plan);
  if (cached !== undefined && sameInputs(cached.inputs, inputs)) return cached.review;
  const review = reviewRound(round, players, rules);
  reviews.set(state.plan, { inputs, review });
  return review;
}

/**
 * Lets go of the game's review once it is no longer shown (any phase but REVIEWING): otherwise it stayed
 * in memory until the game's next review, or to its end.
 */
export function forgetReview(state: GameState): void {
  reviews.delete(state.plan);
}

/** The table of a scored round, or null (see roundTable). */
export function sharedRoundTable(round: Round): RoundTable | null {
  if (!tables.has(round)) tables.set(round, roundTable(round));
  return tables.get(round) ?? null;
}

/** The running totals and places (see ranking). */
export function sharedStandings(state: GameState): Standing[] {
  let cached = standings.get(state);
  if (cached === undefined) {
    cached = ranking(state);
    standings.set(state, cached);
  }
  return cached;
}
