import { produce } from 'immer';
import type { GameEvent } from './events.ts';
import type { GameState } from './state.ts';
import { passDeadline } from './transitions.ts';

/**
 * The timer tick: moves past every deadline that is due at `now` (`phaseEndsAt <= now`), one phase
 * at a time, each change happening at the deadline that was due rather than at `now`. So a tick
 * that comes late (a server restart) reaches exactly the state timely ticks would have reached, and
 * a second tick with the same `now` changes nothing. When nothing is due, the very same state object
 * is returned with no events, so the server can skip storing it; otherwise what the tick left alone
 * stays the very objects of `state` (Immer, docs/decisions/056-immer-for-new-states.md).
 */
export function advance(state: GameState, now: number): { state: GameState; events: GameEvent[] } {
  if (!isDue(state, now)) return { state, events: [] };
  const events: GameEvent[] = [];
  return { state: produce(state, (draft) => passDueDeadlines(draft, now, events)), events };
}

/** Passes every deadline of `draft` due at `now`, in order, pushing what happened onto `events`. */
export function passDueDeadlines(draft: GameState, now: number, events: GameEvent[]): void {
  while (draft.phaseEndsAt !== null && draft.phaseEndsAt <= now) {
    const dueAt = draft.phaseEndsAt;
    passDeadline(draft, dueAt, events);
    // Every phase lasts a positive time, so this never repeats; the guard keeps a corrupt snapshot from looping.
    if (draft.phaseEndsAt !== null && draft.phaseEndsAt <= dueAt) {
      throw new Error(`Phase ${draft.phase} would end at ${draft.phaseEndsAt}, not after ${dueAt}.`);
    }
  }
}

/** Whether a deadline of the game is due at `now`: only then does `advance` change anything. */
export function isDue(state: GameState, now: number): boolean {
  return state.phaseEndsAt !== null && state.phaseEndsAt <= now;
}

/** When the server should tick next for this game; null once nothing will happen by itself any more. */
export function nextDeadline(state: GameState): number | null {
  return state.phaseEndsAt;
}
