import type { GameProgress } from '@npat/protocol';
import { currentRoundOf } from '../current-round.ts';
import { isFilledAnswer } from '../../text/normalize.ts';
import type { Answer, GameState, Round } from '../state.ts';
import { roundProgress, type PlayerView, type ProgressView } from './player-view.ts';

/**
 * The room's 'game:progress' message for `state` (the room's committed `version`) at `now`: everyone's
 * filled counts and Done, and who is done reviewing; never a text.
 */
export function progressUpdate(roomId: string, state: GameState, now: number, version: number): GameProgress {
  const round = currentRoundOf(state);
  return {
    roomId,
    version,
    round: round.number,
    serverNow: now,
    progress: roundProgress(state, round),
    reviewDone: [...round.reviewDone],
  };
}

/** Whether two progress messages tell the same (whatever their time and version). */
export function sameProgress(a: GameProgress, b: GameProgress): boolean {
  return (
    a.round === b.round && sameProgressViews(a.progress, b.progress) && sameUids(a.reviewDone, b.reviewDone)
  );
}

/**
 * Whether the room's progress message for `next` would tell anything that the one for `previous` did
 * not, without building either: the server asks this of every draft, and most drafts move nothing.
 */
export function progressMoved(previous: GameState, next: GameState): boolean {
  const before = currentRoundOf(previous);
  const after = currentRoundOf(next);
  if (before.number !== after.number || !sameUids(before.reviewDone, after.reviewDone)) return true;
  const onlyAnswers =
    before.done === after.done && previous.players === next.players && before.categories === after.categories;
  if (onlyAnswers) return before.answers !== after.answers && filledCountMoved(before.answers, after);
  return !sameProgressViews(roundProgress(previous, before), roundProgress(next, after));
}

/**
 * Whether someone's count of filled categories differs between `answers` and `after`'s answers, from
 * the answers that are not in both alone: answers are never changed in place, so a draft leaves every
 * other answer the same object.
 */
function filledCountMoved(answers: readonly Answer[], after: Round): boolean {
  const moves = new Map<string, number>();
  const count = (answer: Answer | undefined, move: number) => {
    if (answer === undefined) return;
    if (!after.categories.some((category) => category.id === answer.categoryId)) return;
    if (isFilledAnswer(answer.text)) moves.set(answer.uid, (moves.get(answer.uid) ?? 0) + move);
  };
  const change = oneAnswerChange(answers, after.answers);
  if (change !== undefined) {
    count(change.removed, -1);
    count(change.added, 1);
  } else {
    const added = new Set(after.answers);
    for (const answer of answers) if (!added.delete(answer)) count(answer, -1);
    for (const answer of added) count(answer, 1);
  }
  for (const move of moves.values()) if (move !== 0) return true;
  return false;
}

/**
 * The one answer a draft took out and the one it put in, when `next` is `answers` with at most one
 * answer taken out (the rest moving up) and at most one appended, as saving a draft makes them; else
 * undefined. Spares a set of the round's answers on every keystroke batch.
 */
function oneAnswerChange(
  answers: readonly Answer[],
  next: readonly Answer[],
): { removed: Answer | undefined; added: Answer | undefined } | undefined {
  let same = 0;
  while (same < answers.length && same < next.length && answers[same] === next[same]) same += 1;
  // Taken out at `same` (or nothing taken out when all of `answers` is still in front).
  const removed = same < answers.length ? 1 : 0;
  const rest = answers.length - same - removed;
  for (let index = 0; index < rest; index += 1)
    if (answers[same + removed + index] !== next[same + index]) return undefined;
  const appended = next.length - same - rest;
  if (appended > 1) return undefined;
  return {
    removed: removed === 1 ? answers[same] : undefined,
    added: appended === 1 ? next[next.length - 1] : undefined,
  };
}

function sameProgressViews(a: readonly ProgressView[], b: readonly ProgressView[]): boolean {
  return (
    a.length === b.length &&
    a.every((p, i) => p.uid === b[i]?.uid && p.filled === b[i]?.filled && p.done === b[i]?.done)
  );
}

function sameUids(a: readonly string[], b: readonly string[]): boolean {
  return a === b || (a.length === b.length && a.every((uid, i) => uid === b[i]));
}

/**
 * `view` with the progress of `update` in it, or `view` itself when the update is of another round or
 * not newer than the view (a message and a view may cross; the older must never undo the newer). The
 * view keeps its own version: only its progress is as of the update's.
 */
export function withProgress(view: PlayerView, update: GameProgress): PlayerView {
  if (update.round !== view.round.number || update.version <= view.version) return view;
  const { review } = view.round;
  return {
    ...view,
    round: {
      ...view.round,
      progress: update.progress,
      review: review === null ? null : { ...review, done: update.reviewDone },
    },
  };
}
