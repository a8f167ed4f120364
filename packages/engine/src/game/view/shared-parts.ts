import type { TextRules } from '../../text/text-rules.ts';
import { reviewRound, type CategoryReview } from '../review/round-review.ts';
import { roundTable, type RoundTable } from '../scoring/round-table.ts';
import { ranking, type Standing } from '../scoring/standings.ts';
import type { GamePlayer, GameState, Round } from '../state.ts';

/**
 * The parts of a view that are the same for every viewer, computed once per state rather than once per
 * player: a change is sent to every player of the room, each with their own view. Keyed by the state's
 * objects, which the engine never changes once an intent has returned them (intents change a copy), and
 * which stay the same objects across intents that leave them alone (keepUnchanged).
 */

/** What a round's review is computed from (reviewRound), besides its answers, which key the cache. */
interface ReviewInputs {
  readonly letter: string;
  readonly categories: Round['categories'];
  readonly challenges: Round['challenges'];
  readonly creativeVotes: Round['creativeVotes'];
  readonly joins: Round['joins'];
  readonly players: readonly GamePlayer[];
  readonly rules: TextRules;
}

/**
 * By the round's answers rather than the round: most intents of a review (Done reviewing above all)
 * change the round but nothing its review is computed from.
 */
const reviews = new WeakMap<Round['answers'], { inputs: ReviewInputs; review: CategoryReview[] }>();
const tables = new WeakMap<Round, RoundTable | null>();
const standings = new WeakMap<GameState, Standing[]>();

function sameInputs(a: ReviewInputs, b: ReviewInputs): boolean {
  return (
    a.letter === b.letter &&
    a.categories === b.categories &&
    a.challenges === b.challenges &&
    a.creativeVotes === b.creativeVotes &&
    a.joins === b.joins &&
    a.players === b.players &&
    a.rules === b.rules
  );
}

/** The review of `round` with `players` under the game language's `rules` (see reviewRound). */
export function sharedReview(
  round: Round,
  players: readonly GamePlayer[],
  rules: TextRules,
): CategoryReview[] {
  const { letter, categories, challenges, creativeVotes, joins } = round;
  const inputs = { letter, categories, challenges, creativeVotes, joins, players, rules };
  const cached = reviews.get(round.answers);
  if (cached !== undefined && sameInputs(cached.inputs, inputs)) return cached.review;
  const review = reviewRound(round, players, rules);
  reviews.set(round.answers, { inputs, review });
  return review;
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
