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
import type { GameErrorCode } from '../errors.ts';
import type { GamePlayer, GameState } from '../state.ts';

/** Who `uid` is in `state`, looked up once for all of a table's moves (every view asks this of each). */
type Viewer =
  { readonly spectator: true } | { readonly spectator: false; readonly actor: GamePlayer | GameErrorCode };

/** Whether `viewer` (`uid`) may send `move` in `state`. */
function mayMove(move: GameMove<never>, state: GameState, uid: string, viewer: Viewer): boolean {
  if (viewer.spectator) {
    if (move.by === 'spectator') return move.allowedFor(state, uid);
    return move.spectator !== undefined;
  }
  const { actor } = viewer;
  if (typeof actor === 'string' || move.by === 'spectator') return false;
  return moveRefusal(move, state, actor) === null;
}

/** The names of `table` that `uid` may send in `state`, in the table's order. */
export function allowedOf<Names extends string, Payloads extends Record<Names, unknown>>(
  table: MoveTable<Names, Payloads>,
  state: GameState,
  uid: string,
): Names[] {
  const viewer: Viewer = isSpectator(state, uid)
    ? { spectator: true }
    : { spectator: false, actor: actingPlayer(state, uid) };
  return (Object.keys(table) as Names[]).filter((name) =>
    mayMove(table[name] as unknown as GameMove<never>, state, uid, viewer),
  );
}

/** The game's wire intents `uid` may send now: a view's `allowed`. */
export function allowedIntents(state: GameState, uid: string): GameMoveName[] {
  return allowedOf<GameMoveName, WirePayloads>(GAME_MOVES, state, uid);
}
