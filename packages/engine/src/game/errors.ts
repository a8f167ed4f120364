import { ERROR_CODES, GAME_ERRORS, type GameErrorCode as ProtocolGameErrorCode } from '@npat/protocol';
import type { GameEvent } from './events.ts';
import type { GameState } from './state.ts';

/**
 * Why an intent was refused: the game's side of the protocol's one table of codes (ERROR_CODES), whose
 * GAME_ERRORS holds the message a player sees for each.
 */
export const GAME_ERROR_CODES = ERROR_CODES.game;
export type GameErrorCode = ProtocolGameErrorCode;

/** A refusal: a stable code for programs and the message for players. */
export interface GameError {
  code: GameErrorCode;
  message: string;
}

/** The outcome of an intent or a timer tick: the new state and what changed, or why it was refused. */
export type GameResult =
  { ok: true; state: GameState; events: GameEvent[] } | { ok: false; error: GameError };

/** A refusal with the player-facing message of its code. */
export function refuse(code: GameErrorCode): { ok: false; error: GameError } {
  return { ok: false, error: { code, message: GAME_ERRORS[code] } };
}
