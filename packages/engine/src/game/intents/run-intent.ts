import { advanceOnCopy } from '../advance.ts';
import { cloneJson } from '../clone.ts';
import { refuse, type GameErrorCode, type GameResult } from '../errors.ts';
import type { GameEvent } from '../events.ts';
import { keepUnchanged } from '../keep-unchanged.ts';
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
 * The rule of one intent, applied to a private copy (`draft`) it may change freely. It returns an
 * error code to refuse, or null to accept, pushing what changed onto `events`.
 */
export type IntentRule<Payload> = (
  draft: GameState,
  actor: GamePlayer,
  payload: Payload,
  now: number,
  events: GameEvent[],
) => GameErrorCode | null;

/**
 * Turns a rule into an intent. The state is first advanced to `now`, so an intent arriving just
 * after a deadline whose timer has not fired yet is judged by the phase it really arrived in.
 * Only players who are still in the game may act.
 */
export function defineIntent<Payload>(rule: IntentRule<Payload>): GameIntentFunction<Payload> {
  return (state, actorUid, payload, now) => {
    const ticked = advanceOnCopy(state, now);
    // advanceOnCopy returns a private copy whenever it changed something; otherwise copy here.
    const draft = ticked.state === state ? cloneJson(state) : ticked.state;
    const actor = actingPlayer(draft, actorUid);
    if (typeof actor === 'string') return refuse(actor);
    const events = [...ticked.events];
    const error = rule(draft, actor, payload, now, events);
    // What the rule left alone stays the very objects of `state` (see keepUnchanged).
    return error === null ? { ok: true, state: keepUnchanged(state, draft), events } : refuse(error);
  };
}

/** The player `uid` of the game, or why they may not act: only players still in the game may. */
export function actingPlayer(state: GameState, uid: string): GamePlayer | GameErrorCode {
  const player = findPlayer(state, uid);
  if (player === undefined) return 'not-a-player';
  return player.left ? 'player-left' : player;
}

/** Intents that carry nothing but their type. */
export type EmptyPayload = Record<string, never>;
