/**
 * Presence and leaving (docs/product/rules.md#presence): away players keep their slot, leavers keep their
 * points.
 */
import type { GameEvent } from '../events.ts';
import { nextHostUid } from '../players.ts';
import type { GamePlayer, GameState } from '../state.ts';
import { completeGame, endGameEarly } from '../transitions.ts';
import { closeLetterVoteIfEveryoneVetoed } from '../letter-vote.ts';
import { closeAnsweringIfEveryoneDone } from './answering-intents.ts';
import { closeReviewIfEveryoneDone } from './review-intents.ts';
import type { EmptyPayload, IntentRule } from './run-intent.ts';

/** A player who is no longer waited for may have been the last one everybody was waiting for. */
function closePhaseIfEveryoneDone(draft: GameState, now: number, events: GameEvent[]): void {
  closeLetterVoteIfEveryoneVetoed(draft, now, events);
  closeAnsweringIfEveryoneDone(draft, now, events);
  closeReviewIfEveryoneDone(draft, now, events);
}

/**
 * The server reports a player's connection coming or going. Away players do not block "everyone
 * done" and do not count in the challenge majority.
 */
export const setPresence: IntentRule<{ connected: boolean }> = (draft, actor, { connected }, now, events) => {
  // A bot has no connection to lose (docs/product/rules.md#bots).
  if (actor.connected === connected || actor.bot !== undefined) return null;
  actor.connected = connected;
  events.push({ type: 'presence-changed', uid: actor.uid, connected });
  if (!connected) closePhaseIfEveryoneDone(draft, now, events);
  return null;
};

function leave(draft: GameState, actor: GamePlayer, now: number, events: GameEvent[]): void {
  actor.left = true;
  actor.connected = false;
  events.push({ type: 'player-left', uid: actor.uid });
  const host = nextHostUid(draft.players);
  if (host === null) {
    // Nobody is left to play or to look at the results.
    completeGame(draft, now, events);
    return;
  }
  if (draft.hostUid !== host && draft.hostUid === actor.uid) {
    draft.hostUid = host;
    events.push({ type: 'host-changed', uid: host });
  }
  if (playersStillIn(draft) === 1 && draft.phase !== 'FINAL_RESULTS') {
    // A game is played against others: the last one in sees the results instead of carrying on alone.
    endGameEarly(draft, now, events);
    return;
  }
  closePhaseIfEveryoneDone(draft, now, events);
}

function playersStillIn(state: GameState): number {
  return state.players.filter((player) => !player.left).length;
}

/**
 * A player leaves the game on purpose: their points so far stay on the board and their slot is not
 * waited for any more. Host passes to the lowest slot still in the game; when only one player is left,
 * the game goes to its final results (endGameEarly); when the last player leaves, it is completed.
 */
export const leaveGame: IntentRule<EmptyPayload> = (draft, actor, _payload, now, events) => {
  leave(draft, actor, now, events);
  return null;
};

/** A player leaves the final result screen (the same rule: the table keeps it to FINAL_RESULTS). */
export const leaveResults: IntentRule<EmptyPayload> = leaveGame;
