/** Intents of the ANSWERING phase (docs/product/rules.md#answering): drafts, Done and STOP. */
import { isFilledAnswer } from '../../text/normalize.ts';
import type { GameEvent } from '../events.ts';
import { everyonePresentIsDone } from '../players.ts';
import { currentRoundOf } from '../current-round.ts';
import { answerText } from '../review/round-review.ts';
import type { GameState, Round } from '../state.ts';
import { answersCloseAt, stopDeadline, stopEarnsBonus } from '../timing.ts';
import { closeAnswering } from '../transitions.ts';
import type { EmptyPayload, IntentRule } from './run-intent.ts';

/** Ends answering at once when every present player is done (both end modes). */
export function closeAnsweringIfEveryoneDone(draft: GameState, now: number, events: GameEvent[]): void {
  if (draft.phase === 'ANSWERING' && everyonePresentIsDone(draft.players, currentRoundOf(draft).done)) {
    closeAnswering(draft, now, events);
  }
}

function markPlayerDone(round: Round, uid: string, events: GameEvent[]): void {
  if (round.done.includes(uid)) return;
  round.done.push(uid);
  events.push({ type: 'player-done', uid });
}

/** The player is finished; when every present player is, the round ends at once. */
export const markDone: IntentRule<EmptyPayload> = (draft, actor, _payload, now, events) => {
  markPlayerDone(currentRoundOf(draft), actor.uid, events);
  closeAnsweringIfEveryoneDone(draft, now, events);
  return null;
};

/**
 * Fastest Finger STOP by a player who has filled every category: everyone else gets 10 s more. Only
 * the first STOP counts; it earns the bonus when more than 10 s of the round time were left. The
 * player who stops is done.
 */
export const stop: IntentRule<EmptyPayload> = (draft, actor, _payload, now, events) => {
  const round = currentRoundOf(draft);
  if (now >= round.answeringEndsAt) return 'too-late';
  const filledAll = round.categories.every((category) =>
    isFilledAnswer(answerText(round, actor.uid, category.id)),
  );
  if (!filledAll) return 'not-all-filled';
  round.stop = {
    uid: actor.uid,
    at: now,
    deadline: stopDeadline(round, now),
    earnsBonus: stopEarnsBonus(round, now),
  };
  draft.phaseEndsAt = answersCloseAt(round);
  events.push({
    type: 'stopped',
    uid: actor.uid,
    deadline: round.stop.deadline,
    earnsBonus: round.stop.earnsBonus,
  });
  markPlayerDone(round, actor.uid, events);
  closeAnsweringIfEveryoneDone(draft, now, events);
  return null;
};
