import { changeGame } from '../change-game.ts';
import type { GameErrorCode, GameResult } from '../errors.ts';
import type { GameEvent } from '../events.ts';
import { findPlayer } from '../players.ts';
import type { GamePlayer, GameState } from '../state.ts';

/** An intent as the server calls it: who sent what, when. Never changes `state`. */
export type GameIntentFunction<Payload> = (
  state: GameState,
  actorUid: string,
  payload: Payload,
  now: number,
) => GameResult;

/**
 * The rule of one intent, applied to an Immer draft of the game (`draft`) it may change freely. It
 * returns an error code to refuse, or null to accept, pushing what changed onto `events`.
 */
export type IntentRule<Payload> = (
  draft: GameState,
  actor: GamePlayer,
  payload: Payload,
  now: number,
  events: GameEvent[],
) => GameErrorCode | null;

/**
 * Turns a rule into an intent, run on a draft of the state advanced to `now` (see changeGame).
 * Only players who are still in the game may act.
 */
export function defineIntent<Payload>(rule: IntentRule<Payload>): GameIntentFunction<Payload> {
  return (state, actorUid, payload, now) => {
    // Found in the plain state: a search of the draft would wrap every player it passes in a proxy.
    const seat = state.players.findIndex((player) => player.uid === actorUid);
    return changeGame(state, now, (draft, events) => {
      const actor = actingPlayer(draft, actorUid, seat);
      return typeof actor === 'string' ? actor : rule(draft, actor, payload, now, events);
    });
  };
}

/**
 * The player `uid` of the game, or why they may not act: only players still in the game may. `seat`,
 * where they sat before a deadline passed in the draft, is tried first (seated players never move).
 */
export function actingPlayer(state: GameState, uid: string, seat = -1): GamePlayer | GameErrorCode {
  const atSeat = seat >= 0 ? state.players[seat] : undefined;
  const player = atSeat?.uid === uid ? atSeat : findPlayer(state, uid);
  if (player === undefined) return 'not-a-player';
  return player.left ? 'player-left' : player;
}

/** Intents that carry nothing but their type. */
export type EmptyPayload = Record<string, never>;
