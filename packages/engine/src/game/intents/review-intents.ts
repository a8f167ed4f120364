/**
 * Intents of the REVIEWING phase (docs/product/rules.md#review): challenges, creative votes, Done and the
 * host's Continue.
 */
import { isFilledAnswer } from '../../text/normalize.ts';
import type { GameErrorCode } from '../errors.ts';
import type { GameEvent } from '../events.ts';
import { everyonePresentIsDone, findPlayer } from '../players.ts';
import { currentRoundOf } from '../current-round.ts';
import { answerText } from '../review/round-review.ts';
import type { GamePlayer, GameState } from '../state.ts';
import { closeReview } from '../transitions.ts';
import type { EmptyPayload, IntentRule } from './run-intent.ts';

/** Points at one player's answer in one category of the current round. */
export interface AnswerRef {
  authorUid: string;
  categoryId: string;
}

/** Checks shared by challenge and withdraw: reviewing, a real answer of someone else. */
function challengeError(
  draft: GameState,
  actor: GamePlayer,
  { authorUid, categoryId }: AnswerRef,
): GameErrorCode | null {
  const round = currentRoundOf(draft);
  if (findPlayer(draft, authorUid) === undefined) return 'unknown-player';
  if (authorUid === actor.uid) return 'own-answer';
  if (!round.categories.some((category) => category.id === categoryId)) return 'unknown-category';
  if (!isFilledAnswer(answerText(round, authorUid, categoryId))) return 'empty-answer';
  return null;
}

/** Ends the review at once when every present player has pressed Done. */
export function closeReviewIfEveryoneDone(draft: GameState, now: number, events: GameEvent[]): void {
  if (draft.phase === 'REVIEWING' && everyonePresentIsDone(draft.players, currentRoundOf(draft).reviewDone)) {
    closeReview(draft, now, events);
  }
}

/** Challenges another player's non-empty answer; challenging it again changes nothing. */
export const challenge: IntentRule<AnswerRef> = (draft, actor, ref, _now, events) => {
  const error = challengeError(draft, actor, ref);
  if (error !== null) return error;
  const round = currentRoundOf(draft);
  const exists = round.challenges.some(
    (c) => c.voterUid === actor.uid && c.authorUid === ref.authorUid && c.categoryId === ref.categoryId,
  );
  if (exists) return null;
  round.challenges.push({ voterUid: actor.uid, authorUid: ref.authorUid, categoryId: ref.categoryId });
  events.push({ type: 'challenge-changed', voterUid: actor.uid, ...ref, challenged: true });
  return null;
};

/** Takes one's challenge back; withdrawing a challenge that was never made changes nothing. */
export const withdrawChallenge: IntentRule<AnswerRef> = (draft, actor, ref, _now, events) => {
  const error = challengeError(draft, actor, ref);
  if (error !== null) return error;
  const round = currentRoundOf(draft);
  const kept = round.challenges.filter(
    (c) => !(c.voterUid === actor.uid && c.authorUid === ref.authorUid && c.categoryId === ref.categoryId),
  );
  if (kept.length === round.challenges.length) return null;
  round.challenges = kept;
  events.push({ type: 'challenge-changed', voterUid: actor.uid, ...ref, challenged: false });
  return null;
};

/**
 * Votes another player's non-empty answer creative, or takes the vote back (`creative` false), while the
 * creative bonus house rule is played; a repeated vote changes nothing.
 */
export const voteCreative: IntentRule<AnswerRef & { creative: boolean }> = (
  draft,
  actor,
  vote,
  _now,
  events,
) => {
  const { authorUid, categoryId, creative } = vote;
  const error = challengeError(draft, actor, { authorUid, categoryId });
  if (error !== null) return error;
  const round = currentRoundOf(draft);
  const mine = (c: { voterUid: string; authorUid: string; categoryId: string }) =>
    c.voterUid === actor.uid && c.authorUid === authorUid && c.categoryId === categoryId;
  if (round.creativeVotes.some(mine) === creative) return null;
  round.creativeVotes = creative
    ? [...round.creativeVotes, { voterUid: actor.uid, authorUid, categoryId }]
    : round.creativeVotes.filter((each) => !mine(each));
  events.push({ type: 'creative-vote-changed', voterUid: actor.uid, authorUid, categoryId, creative });
  return null;
};

/** The player has finished reviewing; when every present player has, the round is scored. */
export const reviewDone: IntentRule<EmptyPayload> = (draft, actor, _payload, now, events) => {
  const round = currentRoundOf(draft);
  if (!round.reviewDone.includes(actor.uid)) {
    round.reviewDone.push(actor.uid);
    events.push({ type: 'review-done', uid: actor.uid });
  }
  closeReviewIfEveryoneDone(draft, now, events);
  return null;
};

/** The host ends the review now and the round is scored. */
export const hostContinue: IntentRule<EmptyPayload> = (draft, _actor, _payload, now, events) => {
  closeReview(draft, now, events);
  return null;
};

/** The host's review moved to a category: the players who follow the host move there too. */
export const focusReview: IntentRule<{ categoryId: string }> = (
  draft,
  _actor,
  { categoryId },
  _now,
  events,
) => {
  const round = currentRoundOf(draft);
  if (!round.categories.some((category) => category.id === categoryId)) return 'unknown-category';
  if (round.reviewFocus === categoryId) return null;
  round.reviewFocus = categoryId;
  events.push({ type: 'review-focused', categoryId });
  return null;
};
