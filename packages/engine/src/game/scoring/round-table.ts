import { answerText } from '../review/round-review.ts';
import type { AnswerVerdict, GameCategory, GameState, Round } from '../state.ts';
import { ranking, type Standing } from './standings.ts';

/** One cell of the results table: what a player answered in a category and what it scored. */
export interface TableAnswer {
  categoryId: string;
  text: string;
  verdict: AnswerVerdict;
  points: number;
  /** Voted creative: its points include the bonus. */
  creative: boolean;
}

/**
 * One scored round as the result screen and the history page show it (docs/product/rules.md#final-results).
 */
export interface RoundTable {
  round: number;
  letter: string;
  categories: GameCategory[];
  /** In slot order. */
  players: { uid: string; answers: TableAnswer[]; bonus: number; total: number }[];
}

/** The table of a round whose review has ended; null while it is still being played. */
export function roundTable(round: Round): RoundTable | null {
  if (round.scores === null) return null;
  return {
    round: round.number,
    letter: round.letter,
    categories: round.categories.map((category) => ({ ...category })),
    players: round.scores.map((score) => ({
      uid: score.uid,
      answers: score.categories.map(({ categoryId, verdict, points, creative }) => ({
        categoryId,
        text: answerText(round, score.uid, categoryId),
        verdict,
        points,
        creative: creative === true,
      })),
      bonus: score.bonus,
      total: score.total,
    })),
  };
}

/** What a finished game leaves behind for the history page: the players, the ranking and every round's table. */
export interface GameResults {
  players: { uid: string; displayName: string; photoURL: string }[];
  ranking: Standing[];
  rounds: RoundTable[];
}

/** The results of the scored rounds so far; complete once the game reaches FINAL_RESULTS. */
export function gameResults(state: GameState): GameResults {
  return {
    players: state.players.map(({ uid, displayName, photoURL }) => ({ uid, displayName, photoURL })),
    ranking: ranking(state),
    rounds: state.rounds.flatMap((round) => roundTable(round) ?? []),
  };
}
