import type { ReviewAnswerView, ReviewView } from '@npat/protocol';
import type { TextRules } from '../../text/text-rules.ts';
import { sharedReview } from './shared-parts.ts';
import type { Challenge, GameState, Round } from '../state.ts';

// The review's types are the protocol's schema's; the engine re-exports them for its callers.
export type { ReviewAnswerView, ReviewCategoryView, ReviewView } from '@npat/protocol';

/** Whether `voterUid` cast one of `votes` on `authorUid`'s answer in `categoryId`. */
export function votedBy(
  votes: readonly Challenge[],
  voterUid: string,
  authorUid: string,
  categoryId: string,
): boolean {
  return votes.some(
    (vote) => vote.voterUid === voterUid && vote.authorUid === authorUid && vote.categoryId === categoryId,
  );
}

/** The referee's mark of `uid`'s answer in `categoryId`, copied by name; null when it has none. */
function refereeMarkOf(round: Round, uid: string, categoryId: string): ReviewAnswerView['referee'] {
  const entry = round.refereeMarks?.find((mark) => mark.uid === uid && mark.categoryId === categoryId);
  return entry ? { verdict: entry.verdict, reason: { ...entry.reason } } : null;
}

/**
 * The review of the current round as `viewerUid` sees it. Only ever built once answers are revealed
 * (REVIEWING); every field is copied by name, so nothing reaches the view by accident. Answers are marked
 * and grouped by the game language's `rules`.
 */
export function reviewView(state: GameState, round: Round, viewerUid: string, rules: TextRules): ReviewView {
  return {
    reviewEndsAt: round.reviewEndsAt,
    done: [...round.reviewDone],
    focus: round.reviewFocus,
    reveal: { shown: round.reveal?.shown ?? 0, autoSince: round.reveal?.autoSince ?? null },
    categories: sharedReview(state, round, rules).map((category) => ({
      categoryId: category.categoryId,
      answers: category.answers.map((answer) => ({
        uid: answer.uid,
        text: answer.text,
        mark: answer.mark,
        challengers: [...answer.challenges.challengers],
        challengesNeeded: answer.challenges.needed,
        rejected: answer.challenges.rejected,
        challengedByYou: votedBy(round.challenges, viewerUid, answer.uid, category.categoryId),
        creativeVoters: [...answer.creative.voters],
        votedCreativeByYou: votedBy(round.creativeVotes, viewerUid, answer.uid, category.categoryId),
        creativeGranted: answer.valid && answer.creative.granted,
        referee: refereeMarkOf(round, answer.uid, category.categoryId),
        rude: round.rude?.some((r) => r.uid === answer.uid && r.categoryId === category.categoryId) ?? false,
      })),
      groups: category.groups.map((group) => [...group]),
      splittable: [...category.splittable],
      suggestions: category.suggestions.map(([first, second]): [string, string] => [first, second]),
    })),
  };
}
