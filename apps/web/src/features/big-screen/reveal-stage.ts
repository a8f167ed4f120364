import type { RevealEntry, ReviewAnswerView, ReviewCategoryView, ReviewView } from '@npat/protocol';

/** How an answer fared, as the reveal shows it beside the text (one of these, then any challenge). */
export type AnswerMark = 'rejected' | 'wrongLetter' | 'shared' | 'unique';

/** What the reveal shows once `shown` answers of `order` (revealOrder of `review`) are out. */
export interface RevealStage {
  /** The category on screen: the latest revealed answer's, or the first to come before any is out. */
  readonly category: ReviewCategoryView | undefined;
  /** Its index among the review's categories (-1 when the review has none). */
  readonly categoryIndex: number;
  /** The answers of that category that are out, in the reveal's order. */
  readonly answers: readonly ReviewAnswerView[];
  /** The latest answer out, with its category; null before the first. */
  readonly latest: { readonly category: ReviewCategoryView; readonly answer: ReviewAnswerView } | null;
}

export function revealStage(
  review: Pick<ReviewView, 'categories'>,
  order: readonly RevealEntry[],
  shown: number,
): RevealStage {
  const out = order.slice(0, Math.max(0, shown));
  const last = out.at(-1);
  const categoryId = last?.categoryId ?? order[0]?.categoryId ?? review.categories[0]?.categoryId;
  const categoryIndex = review.categories.findIndex((each) => each.categoryId === categoryId);
  const category = review.categories[categoryIndex];
  const answerOf = (entry: RevealEntry) =>
    review.categories
      .find((each) => each.categoryId === entry.categoryId)
      ?.answers.find((answer) => answer.uid === entry.uid);
  const answers = out
    .filter((entry) => entry.categoryId === categoryId)
    .map(answerOf)
    .filter((answer) => answer !== undefined);
  const latestAnswer = last ? answerOf(last) : undefined;
  return {
    category,
    categoryIndex,
    answers,
    latest: category && latestAnswer ? { category, answer: latestAnswer } : null,
  };
}

/**
 * An answer's mark: rejected by the players, the wrong letter, the same as someone else's (in one of the
 * category's groups of same answers), or unique.
 */
export function answerMark(
  answer: ReviewAnswerView,
  category: Pick<ReviewCategoryView, 'groups'>,
): AnswerMark {
  if (answer.rejected) return 'rejected';
  if (answer.mark === 'wrongLetter') return 'wrongLetter';
  if (category.groups.some((group) => group.length > 1 && group.includes(answer.uid))) return 'shared';
  return 'unique';
}
