import type { TextRules } from '../../text/text-rules.ts';
import type { AutoMark } from '../review/auto-mark.ts';
import { sharedReview } from './shared-parts.ts';
import type { Challenge, GameState, Round } from '../state.ts';

/** One answer as every player sees it while reviewing. */
export interface ReviewAnswerView {
  uid: string;
  text: string;
  mark: AutoMark;
  /** Present players other than the author who challenge it. */
  challengers: string[];
  /** Challenges that reject it: more than half of the other present players. */
  challengesNeeded: number;
  rejected: boolean;
  /** Whether the viewer challenges it (their vote is shown even while they are away and it does not count). */
  challengedByYou: boolean;
  /** Present players other than the author who vote it creative (the creative bonus house rule). */
  creativeVoters: string[];
  /** Whether the viewer votes it creative. */
  votedCreativeByYou: boolean;
  /** The votes grant the bonus (a valid answer only; it counts when the creative bonus is played). */
  creativeGranted: boolean;
}

export interface ReviewCategoryView {
  categoryId: string;
  answers: ReviewAnswerView[];
  /** Duplicate groups (two or more answers) as author uids. */
  groups: string[][];
  /** 'Maybe the same' pairs, as author uids, to offer a join for. */
  suggestions: [string, string][];
}

export interface ReviewView {
  reviewEndsAt: number | null;
  /** Players who pressed Done while reviewing. */
  done: string[];
  categories: ReviewCategoryView[];
}

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

/**
 * The review of the current round as `viewerUid` sees it. Only ever built once answers are revealed
 * (REVIEWING); every field is copied by name, so nothing reaches the view by accident. Answers are marked
 * and grouped by the game language's `rules`.
 */
export function reviewView(state: GameState, round: Round, viewerUid: string, rules: TextRules): ReviewView {
  return {
    reviewEndsAt: round.reviewEndsAt,
    done: [...round.reviewDone],
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
      })),
      groups: category.groups.map((group) => [...group]),
      suggestions: category.suggestions.map(([first, second]): [string, string] => [first, second]),
    })),
  };
}
