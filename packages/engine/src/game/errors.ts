import { GAME_ERRORS } from '@npat/protocol';
import type { GameEvent } from './events.ts';
import type { GameState } from './state.ts';

/** Why an intent was refused. The protocol's GAME_ERRORS holds the message a player sees for each code. */
export const GAME_ERROR_CODES = {
  notAPlayer: 'not-a-player',
  playerLeft: 'player-left',
  wrongPhase: 'wrong-phase',
  tooLate: 'too-late',
  unknownCategory: 'unknown-category',
  answerTooLong: 'answer-too-long',
  notFastestFinger: 'not-fastest-finger',
  notAllFilled: 'not-all-filled',
  alreadyStopped: 'already-stopped',
  unknownPlayer: 'unknown-player',
  ownAnswer: 'own-answer',
  emptyAnswer: 'empty-answer',
  sameAnswer: 'same-answer',
  notHost: 'not-host',
  invalidSettings: 'invalid-settings',
  alreadyRedrawn: 'already-redrawn',
  noLetterLeft: 'no-letter-left',
  spectatorsFull: 'spectators-full',
  lateJoinOff: 'late-join-off',
  noSeatFree: 'no-seat-free',
  noRoundLeft: 'no-round-left',
  alreadyPlaying: 'already-playing',
  roomLocked: 'room-locked',
  creativeBonusOff: 'creative-bonus-off',
  unknownLetter: 'unknown-letter',
  removedByHost: 'removed-by-host',
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
