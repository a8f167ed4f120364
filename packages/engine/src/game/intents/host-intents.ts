/** What the host may do in a game (docs/product/rules.md#host): end it, hand the role on, change the next rounds. */
import { ROOM_SETTINGS } from '@npat/protocol';
import { currentRoundOf } from '../current-round.ts';
import { findPlayer } from '../players.ts';
import { endGameEarly } from '../transitions.ts';
import type { EmptyPayload, IntentRule } from './run-intent.ts';

/**
 * The host ends the game now: the final results over the rounds played (a round under review is scored as
 * it stands; one still starting or answering does not count).
 */
export const endGame: IntentRule<EmptyPayload> = (draft, _actor, _payload, now, events) => {
  endGameEarly(draft, now, events);
  return null;
};

/**
 * At the intro of a round (ROUND_STARTING) the host draws another letter, once per round, from the letters no
 * round was given. The intro starts again, so everyone sees the new letter land and counts down from 3.
 */
export const redrawLetter: IntentRule<EmptyPayload> = (draft, _actor, _payload, now, events) => {
  const round = currentRoundOf(draft);
  const letter = draft.plan.spareLetters.shift();
  if (letter === undefined) return 'no-letter-left';
  round.letter = letter;
  draft.plan.letters[round.number - 1] = letter;
  draft.plan.redrawnRounds.push(round.number);
  const restart = now - round.startedAt;
  round.startedAt = now;
  round.answeringStartsAt += restart;
  round.answeringEndsAt += restart;
  draft.phaseEndsAt = round.answeringStartsAt;
  events.push({ type: 'letter-redrawn', round: round.number });
  return null;
};

/** What the host may change between rounds: the next rounds' time and how they end. */
export interface RoundSettings {
  roundTime: unknown;
  endMode: unknown;
}

/**
 * Between rounds (ROUND_RESULTS) the host changes the round time and the end mode of the rounds to come;
 * the values pass the room's own rules for them, whatever the payload says.
 */
export const changeRoundSettings: IntentRule<RoundSettings> = (draft, _actor, payload, _now, events) => {
  const roundTime = ROOM_SETTINGS.roundTime.schema.safeParse(payload.roundTime);
  const endMode = ROOM_SETTINGS.endMode.schema.safeParse(payload.endMode);
  if (!roundTime.success || !endMode.success) return 'invalid-settings';
  draft.settings.roundTime = roundTime.data;
  draft.settings.endMode = endMode.data;
  events.push({ type: 'round-settings-changed', roundTime: roundTime.data, endMode: endMode.data });
  return null;
};

/** The host hands the host role to another player still in the game; asking for oneself changes nothing. */
export const makeHost: IntentRule<{ uid: string }> = (draft, _actor, { uid }, _now, events) => {
  const target = findPlayer(draft, uid);
  if (target === undefined || target.left) return 'unknown-player';
  if (target.uid === draft.hostUid) return null;
  draft.hostUid = target.uid;
  events.push({ type: 'host-changed', uid: target.uid });
  return null;
};
