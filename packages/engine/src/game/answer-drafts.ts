/**
 * Drafts kept apart from the game's state. A draft changes nothing but one answer of the current
 * round, so a server can store it as a small row of its own instead of rewriting the whole state, and
 * put the stored rows back into the last whole state it wrote when it reads the game again.
 */
import { answerText } from './review/round-review.ts';
import type { GameState, Round } from './state.ts';

/** The answer one player has saved for one category of one round ('' once cleared). */
export interface AnswerDraft {
  round: number;
  uid: string;
  categoryId: string;
  text: string;
}

/** The draft `state` holds for `uid` in the category, in its current (last) round, as saveAnswer left it. */
export function savedDraft(state: GameState, uid: string, categoryId: string): AnswerDraft | undefined {
  const round = state.rounds.at(-1);
  if (round === undefined) return undefined;
  return { round: round.number, uid, categoryId, text: answerText(round, uid, categoryId) };
}

/**
 * The state with each draft saved in turn, exactly as saveAnswer saves one: the author's earlier
 * answer in the category goes, and a non-empty text is appended. Given every draft since `state` was
 * written, the last one per player and category, in the order of those last saves, the result is
 * deep-equal to the state the saves produced. Never changes `state`.
 */
export function withAnswerDrafts(state: GameState, drafts: readonly AnswerDraft[]): GameState {
  if (drafts.length === 0) return state;
  const rounds = state.rounds.map((round) => {
    const mine = drafts.filter((draft) => draft.round === round.number);
    return mine.length === 0 ? round : withDrafts(round, mine);
  });
  return { ...state, rounds };
}

function withDrafts(round: Round, drafts: readonly AnswerDraft[]): Round {
  let answers = round.answers;
  for (const { uid, categoryId, text } of drafts) {
    const others = answers.filter((answer) => !(answer.uid === uid && answer.categoryId === categoryId));
    answers = text === '' ? others : [...others, { uid, categoryId, text }];
  }
  return { ...round, answers };
}
