import type { GameEndMode, GamePhase } from './state.ts';

/**
 * What changed, for the server's event log and for logging. Events never carry answer text, so an
 * event can be logged or broadcast without leaking what someone typed; clients get text only
 * through their `playerView`.
 */
export type GameEvent =
  | { type: 'phase-changed'; phase: GamePhase; round: number; at: number }
  | { type: 'answer-saved'; uid: string; categoryId: string }
  | { type: 'player-done'; uid: string }
  | { type: 'stopped'; uid: string; deadline: number; earnsBonus: boolean }
  | { type: 'presence-changed'; uid: string; connected: boolean }
  | { type: 'player-left'; uid: string }
  | { type: 'host-changed'; uid: string }
  | { type: 'round-settings-changed'; roundTime: number; endMode: GameEndMode }
  | { type: 'letter-redrawn'; round: number }
  | { type: 'letter-vetoed'; uid: string; round: number }
  | { type: 'letter-voted'; round: number; letter: string; at: number }
  | {
      type: 'challenge-changed';
      voterUid: string;
      authorUid: string;
      categoryId: string;
      challenged: boolean;
    }
  | {
      type: 'creative-vote-changed';
      voterUid: string;
      authorUid: string;
      categoryId: string;
      creative: boolean;
    }
  | { type: 'answers-joined'; categoryId: string; uids: [string, string] }
  | { type: 'answer-split'; categoryId: string; uid: string }
  | { type: 'review-done'; uid: string }
  | { type: 'review-focused'; categoryId: string }
  | { type: 'reveal-paced'; pace: 'next' | 'auto' }
  | { type: 'referee-judged'; round: number; challenged: number }
  | { type: 'round-scored'; round: number }
  | { type: 'spectator-changed'; uid: string; watching: boolean }
  | { type: 'late-join-asked'; uid: string; join: boolean }
  | { type: 'player-seated'; uid: string; round: number };

/** Every event type, for exhaustive handling in the server. */
export type GameEventType = GameEvent['type'];

/**
 * Events that change no one's view but the progress every view shows (and the drafts' authors' own): a
 * change made of these alone may go out paced (docs/decisions/044-busy-node-paces-progress-longer.md).
 */
export const PROGRESS_EVENT_TYPES: ReadonlySet<string> = new Set<GameEvent['type']>([
  'answer-saved',
  'player-done',
  'review-done',
]);
