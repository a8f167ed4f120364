import type { GameProgress } from '@npat/protocol';
import { currentRoundOf } from '../current-round.ts';
import type { GameState } from '../state.ts';
import { roundProgress, type PlayerView } from './player-view.ts';

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
    a.round === b.round &&
    a.progress.length === b.progress.length &&
    a.progress.every(
      (p, i) =>
        p.uid === b.progress[i]?.uid && p.filled === b.progress[i]?.filled && p.done === b.progress[i]?.done,
    ) &&
    a.reviewDone.length === b.reviewDone.length &&
    a.reviewDone.every((uid, i) => uid === b.reviewDone[i])
  );
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
