/**
 * The wire intents a viewer may send right now, read from the intent table by the very checks the engine
 * refuses with (move-guard.ts), so the screens show a button exactly when the server would take it. It only
 * drives buttons: the server still refuses on its own, by the state when the intent arrives.
 */
import type { GameMoveName } from '@npat/protocol';
import { GAME_MOVES, type MoveTable, type WirePayloads } from '../intents/game-moves.ts';
import { isSpectator } from '../intents/apply-intent.ts';
import { moveRefusal, type GameMove } from '../intents/move-guard.ts';
import { actingPlayer } from '../intents/run-intent.ts';
import type { GameState } from '../state.ts';

/** Whether `uid` may send `move` in `state`. */
function mayMove(move: GameMove<never>, state: GameState, uid: string): boolean {
  if (isSpectator(state, uid)) {
    if (move.by === 'spectator') return move.allowedFor(state, uid);
    return move.spectator !== undefined;
  }
  const actor = actingPlayer(state, uid);
  if (typeof actor === 'string' || move.by === 'spectator') return false;
  return moveRefusal(move, state, actor) === null;
}

/** The names of `table` that `uid` may send in `state`, in the table's order. */
export function allowedOf<Names extends string, Payloads extends Record<Names, unknown>>(
  table: MoveTable<Names, Payloads>,
  state: GameState,
  uid: string,
): Names[] {
  return (Object.keys(table) as Names[]).filter((name) =>
    mayMove(table[name] as unknown as GameMove<never>, state, uid),
  );
}

/** The game's wire intents `uid` may send now: a view's `allowed`. */
export function allowedIntents(state: GameState, uid: string): GameMoveName[] {
  return allowedOf<GameMoveName, WirePayloads>(GAME_MOVES, state, uid);
}
