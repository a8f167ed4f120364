import type { GameProgress } from '@npat/protocol';
import { currentRoundOf } from '../current-round.ts';
import type { GameState } from '../state.ts';
import { roundProgress, type PlayerView } from './player-view.ts';

/** The room's 'game:progress' message for `state` at `now`: everyone's filled counts, never a text. */
export function progressUpdate(roomId: string, state: GameState, now: number): GameProgress {
  return { roomId, round: currentRoundOf(state).number, serverNow: now, progress: roundProgress(state) };
}

/**
 * `view` with the progress of `update` in it, or `view` itself when the update is of another round or
 * older than the view (a message and a view may cross; the older must never undo the newer).
 */
export function withProgress(view: PlayerView, update: GameProgress): PlayerView {
  if (update.round !== view.round.number || update.serverNow < view.serverNow) return view;
  return { ...view, round: { ...view.round, progress: update.progress } };
}
