import { GAME_ERRORS } from '@npat/protocol';
import type { GameEvent } from './events.ts';
import type { GameState } from './state.ts';

/** Why an intent was refused. The protocol's GAME_ERRORS holds the message a player sees for each code. */
export const GAME_ERROR_CODES = {
  NOT_A_PLAYER: 'NOT_A_PLAYER',
  PLAYER_LEFT: 'PLAYER_LEFT',
  WRONG_PHASE: 'WRONG_PHASE',
  TOO_LATE: 'TOO_LATE',
  UNKNOWN_CATEGORY: 'UNKNOWN_CATEGORY',
  ANSWER_TOO_LONG: 'ANSWER_TOO_LONG',
  NOT_FASTEST_FINGER: 'NOT_FASTEST_FINGER',
  NOT_ALL_FILLED: 'NOT_ALL_FILLED',
  ALREADY_STOPPED: 'ALREADY_STOPPED',
  UNKNOWN_PLAYER: 'UNKNOWN_PLAYER',
  OWN_ANSWER: 'OWN_ANSWER',
  EMPTY_ANSWER: 'EMPTY_ANSWER',
  SAME_ANSWER: 'SAME_ANSWER',
  NOT_HOST: 'NOT_HOST',
} as const;
export type GameErrorCode = (typeof GAME_ERROR_CODES)[keyof typeof GAME_ERROR_CODES];

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
