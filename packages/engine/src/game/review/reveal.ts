/**
 * The big screen's reveal (docs/product/rules.md#big-screen): the review's answers come out one after
 * another, category by category, as the host presses Next or by themselves. Only the count is state: the
 * order is the review's own (players' order in each category, empty answers left out).
 */
import { revealedCount } from '@npat/protocol';
import { currentRoundOf } from '../current-round.ts';
import { answerText } from './round-review.ts';
import type { IntentRule } from '../intents/run-intent.ts';
import type { AnswerAt, GameState, Round } from '../state.ts';

/** The answers of `round` the reveal shows, in order. */
export function revealEntries(state: GameState, round: Round): AnswerAt[] {
  return round.categories.flatMap((category) =>
    state.players.flatMap(({ uid }) =>
      answerText(round, uid, category.id) === '' ? [] : [{ uid, categoryId: category.id }],
    ),
  );
}

/**
 * Next: one more answer out (the host's card moves to its category, so the phones follow); auto: the
 * answers come out by themselves from now, until the host presses Next again.
 */
export const paceReveal: IntentRule<{ pace: 'next' | 'auto' }> = (draft, _actor, { pace }, now, events) => {
  const round = currentRoundOf(draft);
  const entries = revealEntries(draft, round);
  const reveal = round.reveal ?? { shown: 0, autoSince: null };
  const shown = revealedCount(reveal, entries.length, now);
  if (pace === 'auto') {
    if (reveal.autoSince !== null) return null;
    round.reveal = { shown, autoSince: now };
  } else {
    const next = Math.min(entries.length, shown + 1);
    round.reveal = { shown: next, autoSince: null };
    const categoryId = entries[next - 1]?.categoryId;
    if (categoryId !== undefined && round.reviewFocus !== categoryId) round.reviewFocus = categoryId;
  }
  events.push({ type: 'reveal-paced', pace });
  return null;
};
