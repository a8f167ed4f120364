import type { GameEvent } from './events.ts';
import type { GameState } from './state.ts';

/** Why an intent was refused. The protocol maps each code to the message a player sees. */
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

/** Developer-facing default messages; the protocol owns the wording shown to players. */
const DEFAULT_MESSAGES: Record<GameErrorCode, string> = {
  NOT_A_PLAYER: 'You are not a player in this game.',
  PLAYER_LEFT: 'You have left this game.',
  WRONG_PHASE: 'That is not possible at this point of the game.',
  TOO_LATE: 'Too late: answers closed at the deadline.',
  UNKNOWN_CATEGORY: 'That category is not played in this round.',
  ANSWER_TOO_LONG: 'That answer is too long.',
  NOT_FASTEST_FINGER: 'STOP is only available in Fastest Finger games.',
  NOT_ALL_FILLED: 'Fill in every category before pressing STOP.',
  ALREADY_STOPPED: 'Someone has already pressed STOP.',
  UNKNOWN_PLAYER: 'There is no such player in this game.',
  OWN_ANSWER: 'You cannot challenge your own answer.',
  EMPTY_ANSWER: 'That answer is empty.',
  SAME_ANSWER: 'Choose two different answers.',
  NOT_HOST: 'Only the host can do that.',
};

/** A refusal: a stable code for programs and a default message for developers. */
export interface GameError {
  code: GameErrorCode;
  message: string;
}

/** The outcome of an intent or a timer tick: the new state and what changed, or why it was refused. */
export type GameResult =
  { ok: true; state: GameState; events: GameEvent[] } | { ok: false; error: GameError };

/** A refusal with the default message for its code. */
export function refuse(code: GameErrorCode): { ok: false; error: GameError } {
  return { ok: false, error: { code, message: DEFAULT_MESSAGES[code] } };
}
