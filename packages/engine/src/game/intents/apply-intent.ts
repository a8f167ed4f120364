import type { GameResult } from '../errors.ts';
import type { GameState } from '../state.ts';
import { markDone, stop } from './answering-intents.ts';
import { saveAnswer } from './save-answer.ts';
import { joinAnswers, splitAnswers } from './grouping-intents.ts';
import { leaveGame, leaveResults, setPresence } from './presence-intents.ts';
import { changeRoundSettings, endGame, makeHost, redrawLetter } from './host-intents.ts';
import { nextRound } from './results-intents.ts';
import { challenge, hostContinue, reviewDone, withdrawChallenge } from './review-intents.ts';

/** Every intent a player (or, for presence, the server on their behalf) can send, tagged by `type`. */
export type GameIntent =
  | { type: 'save-answer'; categoryId: string; text: string }
  | { type: 'mark-done' }
  | { type: 'stop' }
  | { type: 'set-presence'; connected: boolean }
  | { type: 'challenge'; authorUid: string; categoryId: string }
  | { type: 'withdraw-challenge'; authorUid: string; categoryId: string }
  | { type: 'join-answers'; categoryId: string; uids: [string, string] }
  | { type: 'split-answers'; categoryId: string; uid: string }
  | { type: 'review-done' }
  | { type: 'host-continue' }
  | { type: 'next-round' }
  | { type: 'leave-game' }
  | { type: 'leave-results' }
  | { type: 'end-game' }
  | { type: 'redraw-letter' }
  | { type: 'change-round-settings'; roundTime: number; endMode: string }
  | { type: 'make-host'; uid: string };

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
    case 'save-answer':
      return saveAnswer(state, actorUid, { categoryId: intent.categoryId, text: intent.text }, now);
    case 'mark-done':
      return markDone(state, actorUid, {}, now);
    case 'stop':
      return stop(state, actorUid, {}, now);
    case 'set-presence':
      return setPresence(state, actorUid, { connected: intent.connected }, now);
    case 'challenge':
      return challenge(state, actorUid, { authorUid: intent.authorUid, categoryId: intent.categoryId }, now);
    case 'withdraw-challenge':
      return withdrawChallenge(
        state,
        actorUid,
        { authorUid: intent.authorUid, categoryId: intent.categoryId },
        now,
      );
    case 'join-answers':
      return joinAnswers(state, actorUid, { categoryId: intent.categoryId, uids: intent.uids }, now);
    case 'split-answers':
      return splitAnswers(state, actorUid, { categoryId: intent.categoryId, uid: intent.uid }, now);
    case 'review-done':
      return reviewDone(state, actorUid, {}, now);
    case 'host-continue':
      return hostContinue(state, actorUid, {}, now);
    case 'next-round':
      return nextRound(state, actorUid, {}, now);
    case 'leave-game':
      return leaveGame(state, actorUid, {}, now);
    case 'leave-results':
      return leaveResults(state, actorUid, {}, now);
    case 'end-game':
      return endGame(state, actorUid, {}, now);
    case 'redraw-letter':
      return redrawLetter(state, actorUid, {}, now);
    case 'change-round-settings':
      return changeRoundSettings(
        state,
        actorUid,
        { roundTime: intent.roundTime, endMode: intent.endMode },
        now,
      );
    case 'make-host':
      return makeHost(state, actorUid, { uid: intent.uid }, now);
  }
}
