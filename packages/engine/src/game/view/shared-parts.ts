import type { TextRules } from '../../text/text-rules.ts';
import { reviewRound, type CategoryReview } from '../review/round-review.ts';
import { roundTable, type RoundTable } from '../scoring/round-table.ts';
import { ranking, type Standing } from '../scoring/standings.ts';
import type { GamePlayer, GameState, Round } from '../state.ts';

/**
 * The parts of a view that are the same for every viewer, computed once per state rather than once per
 * player: a change is sent to every player of the room, each with their own view. Keyed by the state's
 * objects, which the engine never changes once an intent has returned them (intents change a copy).
 */
const reviews = new WeakMap<
  Round,
  { players: readonly GamePlayer[]; rules: TextRules; review: CategoryReview[] }
>();
const tables = new WeakMap<Round, RoundTable | null>();
const standings = new WeakMap<GameState, Standing[]>();

/** The review of `round` with `players` under the game language's `rules` (see reviewRound). */
export function sharedReview(
  round: Round,
  players: readonly GamePlayer[],
  rules: TextRules,
): CategoryReview[] {
  const cached = reviews.get(round);
  if (cached !== undefined && cached.players === players && cached.rules === rules) return cached.review;
  const review = reviewRound(round, players, rules);
  reviews.set(round, { players, rules, review });
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
