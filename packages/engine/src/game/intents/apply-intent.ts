import type { GameResult } from '../errors.ts';
import type { GameState } from '../state.ts';
import { markDone, stop } from './answering-intents.ts';
import { saveAnswer } from './save-answer.ts';
import { joinAnswers, splitAnswers } from './grouping-intents.ts';
import { leaveGame, leaveResults, setPresence } from './presence-intents.ts';
import { changeRoundSettings, endGame, makeHost, redrawLetter } from './host-intents.ts';
import { nextRound } from './results-intents.ts';
import { vetoLetter } from './letter-vote-intents.ts';
import { askToJoin, setSpectatorPresence, stopWatching, watchGame } from '../spectating/spectator-intents.ts';
import { challenge, hostContinue, reviewDone, voteCreative, withdrawChallenge } from './review-intents.ts';

/** Every intent a player (or, for presence, the server on their behalf) can send, tagged by `type`. */
export type GameIntent =
  | { type: 'save-answer'; categoryId: string; text: string }
  | { type: 'mark-done' }
  | { type: 'stop' }
  | { type: 'set-presence'; connected: boolean }
  | { type: 'challenge'; authorUid: string; categoryId: string }
  | { type: 'withdraw-challenge'; authorUid: string; categoryId: string }
  | { type: 'vote-creative'; authorUid: string; categoryId: string; creative: boolean }
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
  | { type: 'make-host'; uid: string }
  | { type: 'watch'; displayName: string; photoURL: string; roomLocked: boolean; removed: boolean }
  | { type: 'join-next-round'; join: boolean }
  | { type: 'veto-letter'; letter: string };

export type GameIntentType = GameIntent['type'];

/** Whether `uid` watches `state` without a seat. */
function isSpectator(state: GameState, uid: string): boolean {
  return state.spectators.some((spectator) => spectator.uid === uid);
}

/**
 * Applies one intent of `actorUid` at `now`: the server's single entry point. Never changes `state`;
 * returns the new state and its events, or the reason the intent was refused. A spectator's presence and
 * leaving follow their own rules; every other intent of theirs is refused as a non-player's.
 */
export function applyGameIntent(
  state: GameState,
  actorUid: string,
  intent: GameIntent,
  now: number,
): GameResult {
  const spectator = isSpectator(state, actorUid);
  switch (intent.type) {
    case 'watch':
      return watchGame(state, actorUid, intent, now);
    case 'join-next-round':
      return askToJoin(state, actorUid, intent.join, now);
    case 'veto-letter':
      return vetoLetter(state, actorUid, { letter: intent.letter }, now);
    case 'save-answer':
      return saveAnswer(state, actorUid, { categoryId: intent.categoryId, text: intent.text }, now);
    case 'mark-done':
      return markDone(state, actorUid, {}, now);
    case 'stop':
      return stop(state, actorUid, {}, now);
    case 'set-presence':
      if (spectator) return setSpectatorPresence(state, actorUid, intent.connected, now);
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
    case 'vote-creative':
      return voteCreative(state, actorUid, intent, now);
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
      if (spectator) return stopWatching(state, actorUid, now);
      return leaveGame(state, actorUid, {}, now);
    case 'leave-results':
      if (spectator) return stopWatching(state, actorUid, now);
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
