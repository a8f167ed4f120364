import type { GameResult } from '../errors.ts';
import type { GameState } from '../state.ts';
import { markDone, stop } from './answering-intents.ts';
import { saveAnswer } from './save-answer.ts';
import { joinAnswers, splitAnswers } from './grouping-intents.ts';
import { leaveGame, leaveResults, setPresence } from './presence-intents.ts';
import { nextRound } from './results-intents.ts';
import { challenge, hostContinue, reviewDone, withdrawChallenge } from './review-intents.ts';

/** Every intent a player (or, for presence, the server on their behalf) can send, tagged by `type`. */
export type GameIntent =
  | { type: 'saveAnswer'; categoryId: string; text: string }
  | { type: 'markDone' }
  | { type: 'stop' }
  | { type: 'setPresence'; connected: boolean }
  | { type: 'challenge'; authorUid: string; categoryId: string }
  | { type: 'withdrawChallenge'; authorUid: string; categoryId: string }
  | { type: 'joinAnswers'; categoryId: string; uids: [string, string] }
  | { type: 'splitAnswers'; categoryId: string; uid: string }
  | { type: 'reviewDone' }
  | { type: 'hostContinue' }
  | { type: 'nextRound' }
  | { type: 'leaveGame' }
  | { type: 'leaveResults' };

export type GameIntentType = GameIntent['type'];

/**
 * Applies one intent of `actorUid` at `now`: the server's single entry point. Never changes `state`;
 * returns the new state and its events, or the reason the intent was refused.
 */
export function applyGameIntent(
  state: GameState,
  actorUid: string,
  intent: GameIntent,
  now: number,
): GameResult {
  switch (intent.type) {
    case 'saveAnswer':
      return saveAnswer(state, actorUid, { categoryId: intent.categoryId, text: intent.text }, now);
    case 'markDone':
      return markDone(state, actorUid, {}, now);
    case 'stop':
      return stop(state, actorUid, {}, now);
    case 'setPresence':
      return setPresence(state, actorUid, { connected: intent.connected }, now);
    case 'challenge':
      return challenge(state, actorUid, { authorUid: intent.authorUid, categoryId: intent.categoryId }, now);
    case 'withdrawChallenge':
      return withdrawChallenge(
        state,
        actorUid,
        { authorUid: intent.authorUid, categoryId: intent.categoryId },
        now,
      );
    case 'joinAnswers':
      return joinAnswers(state, actorUid, { categoryId: intent.categoryId, uids: intent.uids }, now);
    case 'splitAnswers':
      return splitAnswers(state, actorUid, { categoryId: intent.categoryId, uid: intent.uid }, now);
    case 'reviewDone':
      return reviewDone(state, actorUid, {}, now);
    case 'hostContinue':
      return hostContinue(state, actorUid, {}, now);
    case 'nextRound':
      return nextRound(state, actorUid, {}, now);
    case 'leaveGame':
      return leaveGame(state, actorUid, {}, now);
    case 'leaveResults':
      return leaveResults(state, actorUid, {}, now);
  }
}
