import { createDraft, finishDraft } from 'immer';
import { passDueDeadlines } from './advance.ts';
import { refuse, type GameErrorCode, type GameResult } from './errors.ts';
import type { GameEvent } from './events.ts';
import type { GameState } from './state.ts';

/** A rule changing a draft of the game: an error code to refuse, or null to accept. */
export type DraftRule = (draft: GameState, events: GameEvent[]) => GameErrorCode | null;

/**
 * Runs `rule` on an Immer draft of `state` first advanced to `now` (an intent arriving just after a
 * deadline whose timer has not fired yet is judged by the phase it really arrived in). Accepted, the
 * new state shares every object the tick and the rule left alone with `state`, and is `state` itself when
 * nothing changed (docs/decisions/056-immer-for-new-states.md); refused, the draft is dropped unfinished.
 */
export function changeGame(state: GameState, now: number, rule: DraftRule): GameResult {
  const draft = createDraft(state);
  const events: GameEvent[] = [];
  passDueDeadlines(draft, now, events);
  const error = rule(draft, events);
  return error === null ? { ok: true, state: finishDraft(draft), events } : refuse(error);
}
