/**
 * Joining and splitting duplicate groups while reviewing (docs/product/rules.md#duplicates): any player may
 * do either.
 */
import { comparisonKey, isFilledAnswer } from '../../text/normalize.ts';
import { textRulesOf } from '../../text/text-rules.ts';
import type { GameErrorCode } from '../errors.ts';
import { findPlayer } from '../players.ts';
import { currentRoundOf } from '../current-round.ts';
import { joinKeys, splitKey } from '../review/duplicate-groups.ts';
import { answerText } from '../review/round-review.ts';
import type { GameEvent } from '../events.ts';
import type { GameState, JoinedKeys } from '../state.ts';
import type { IntentRule } from './run-intent.ts';

/** The comparison key of a player's answer, or the reason there is none to group. */
function keyOfAnswer(
  draft: GameState,
  uid: string,
  categoryId: string,
): { ok: true; key: string } | { ok: false; error: GameErrorCode } {
  if (findPlayer(draft, uid) === undefined) return { ok: false, error: 'unknown-player' };
  const text = answerText(currentRoundOf(draft), uid, categoryId);
  if (!isFilledAnswer(text)) return { ok: false, error: 'empty-answer' };
  // Joins are stored by key, so they are keyed as the review compares: in the game's language.
  return { ok: true, key: comparisonKey(text, textRulesOf(draft.settings)) };
}

function categoryError(draft: GameState, categoryId: string): GameErrorCode | null {
  const known = currentRoundOf(draft).categories.some((category) => category.id === categoryId);
  return known ? null : 'unknown-category';
}

/**
 * Gives the round the joins `change` makes of its own and tells `event`; when `change` finds the answers
 * already grouped that way (null), nothing changes and nothing is told.
 */
function changeJoins(
  draft: GameState,
  change: (joins: readonly JoinedKeys[]) => JoinedKeys[] | null,
  events: GameEvent[],
  event: GameEvent,
): null {
  const round = currentRoundOf(draft);
  const joins = change(round.joins);
  if (joins === null) return null;
  round.joins = joins;
  events.push(event);
  return null;
}

/**
 * Joins two answers of one category into one duplicate group (with everything already grouped with
 * either), so they share 5 points instead of 10 each. Joining answers already together changes nothing.
 */
export const joinAnswers: IntentRule<{ categoryId: string; uids: [string, string] }> = (
  draft,
  _actor,
  { categoryId, uids },
  _now,
  events,
) => {
  const error = categoryError(draft, categoryId);
  if (error !== null) return error;
  if (uids[0] === uids[1]) return 'same-answer';
  const first = keyOfAnswer(draft, uids[0], categoryId);
  if (!first.ok) return first.error;
  const second = keyOfAnswer(draft, uids[1], categoryId);
  if (!second.ok) return second.error;
  return changeJoins(draft, (joins) => joinKeys(joins, categoryId, first.key, second.key), events, {
    type: 'answers-joined',
    categoryId,
    uids: [uids[0], uids[1]],
  });
};

/**
 * Takes one answer out of the group players joined it into (undoing a join). Answers that are equal
 * after normalisation stay together: only joins can be split.
 */
export const splitAnswers: IntentRule<{ categoryId: string; uid: string }> = (
  draft,
  _actor,
  { categoryId, uid },
  _now,
  events,
) => {
  const error = categoryError(draft, categoryId);
  if (error !== null) return error;
  const answer = keyOfAnswer(draft, uid, categoryId);
  if (!answer.ok) return answer.error;
  return changeJoins(draft, (joins) => splitKey(joins, categoryId, answer.key), events, {
    type: 'answer-split',
    categoryId,
    uid,
  });
};
