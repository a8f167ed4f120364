import type { GameMoveName } from '@npat/protocol';
import type { GameResult } from '../errors.ts';
import type { GameState } from '../state.ts';
import { GAME_MOVES, type MoveTable, type WirePayloads } from './game-moves.ts';
import { moveRefusal, type GameMove, type MoveGuard, type PlayerMove } from './move-guard.ts';
import { defineIntent, type GameIntentFunction } from './run-intent.ts';

/** One intent as a caller names it: the entry of the table and its payload. */
export type MoveCall<Names extends string, Payloads extends Record<Names, unknown>> = {
  [N in Names]: { readonly name: N; readonly payload: Payloads[N] };
}[Names];

/** A wire intent of the game, by its wire name (`game:done`), its payload without the room. */
export type GameIntent = MoveCall<GameMoveName, WirePayloads>;

/** Whether `uid` watches `state` without a seat. */
export function isSpectator(state: GameState, uid: string): boolean {
  return state.spectators.some((spectator) => spectator.uid === uid);
}

/** Each entry's intent function, made once: every intent of a game runs one. */
const playerIntents = new WeakMap<object, GameIntentFunction<never>>();

/** The intent function of a player's entry: its checks first, then its rule, on a copy advanced to `now`. */
function playerIntent<Payload>(move: PlayerMove<Payload>): GameIntentFunction<Payload> {
  let intent = playerIntents.get(move) as GameIntentFunction<Payload> | undefined;
  if (intent === undefined) {
    intent = newPlayerIntent(move);
    playerIntents.set(move, intent as GameIntentFunction<never>);
  }
  return intent;
}

function newPlayerIntent<Payload>(move: PlayerMove<Payload>): GameIntentFunction<Payload> {
  const guard: MoveGuard = (state, actor) => moveRefusal(move, state, actor);
  if (move.run !== undefined) return move.run(guard);
  const { rule } = move;
  return defineIntent<Payload>((draft, actor, payload, now, events) => {
    const refusal = guard(draft, actor);
    return refusal ?? rule(draft, actor, payload, now, events);
  });
}

/**
 * Applies `move` for `actorUid` at `now`. A spectator's intent goes to the entry's spectator variant
 * (leaving); any other of theirs is refused as a non-player's, by the same path as a stranger's.
 */
export function applyMove<Payload>(
  move: GameMove<Payload>,
  state: GameState,
  actorUid: string,
  payload: Payload,
  now: number,
): GameResult {
  if (move.by === 'spectator') return move.rule(state, actorUid, payload, now);
  if (move.spectator !== undefined && isSpectator(state, actorUid)) {
    return move.spectator(state, actorUid, payload, now);
  }
  return playerIntent(move)(state, actorUid, payload, now);
}

/** Applies the intent `call` of `table` (a test's own table runs through the very same path). */
export function applyTableIntent<Names extends string, Payloads extends Record<Names, unknown>>(
  table: MoveTable<Names, Payloads>,
  state: GameState,
  actorUid: string,
  call: MoveCall<Names, Payloads>,
  now: number,
): GameResult {
  // The entry of `call.name` takes the payload of `call.name`: one name, which TypeScript cannot follow.
  const move = table[call.name] as unknown as GameMove<unknown>;
  return applyMove(move, state, actorUid, call.payload, now);
}

/**
 * Applies one wire intent of `actorUid` at `now`: the server's entry point for what players send.
 * Never changes `state`; returns the new state and its events, or the reason the intent was refused.
 * The server's own intents (presence, watching) go through `applyServerIntent`.
 */
export function applyGameIntent(
  state: GameState,
  actorUid: string,
  call: GameIntent,
  now: number,
): GameResult {
  return applyTableIntent<GameMoveName, WirePayloads>(GAME_MOVES, state, actorUid, call, now);
}
