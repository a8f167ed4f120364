import type { GamePhase } from './state.ts';

/**
 * What changed, for the server's event log and for logging. Events never carry answer text, so an
 * event can be logged or broadcast without leaking what someone typed; clients get text only
 * through their `playerView`.
 */
export type GameEvent =
  | { type: 'phaseChanged'; phase: GamePhase; round: number; at: number }
  | { type: 'answerSaved'; uid: string; categoryId: string }
  | { type: 'playerDone'; uid: string }
  | { type: 'stopped'; uid: string; deadline: number; earnsBonus: boolean }
  | { type: 'presenceChanged'; uid: string; connected: boolean }
  | { type: 'playerLeft'; uid: string }
  | { type: 'hostChanged'; uid: string }
  | { type: 'challengeChanged'; voterUid: string; authorUid: string; categoryId: string; challenged: boolean }
  | { type: 'answersJoined'; categoryId: string; uids: [string, string] }
  | { type: 'answerSplit'; categoryId: string; uid: string }
  | { type: 'reviewDone'; uid: string }
  | { type: 'roundScored'; round: number };

/** Every event type, for exhaustive handling in the server. */
export type GameEventType = GameEvent['type'];
