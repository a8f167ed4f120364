import { comparisonKey, type ReviewAnswerView, type ReviewCategoryView, type TextRules } from '@npat/engine';

/** What the review shows of one category, in slot order: single answers and duplicate groups. */
export type ReviewBlock =
  | { kind: 'single'; answer: ReviewAnswerView }
  /** Answers that count as the same; `splittable` are those players joined in, which Split may take out. */
  | { kind: 'group'; answers: ReviewAnswerView[]; splittable: string[] };

/**
 * Orders a category's answers for the review: each duplicate group together where its first author sits,
 * everyone else on their own. Within a group, answers typed differently from the first were joined by
 * players, so they can be split off again; answers typed the same are the same for good.
 */
export function reviewBlocks(category: ReviewCategoryView, rules: TextRules): ReviewBlock[] {
  const byUid = new Map(category.answers.map((answer) => [answer.uid, answer]));
  const placed = new Set<string>();
  const blocks: ReviewBlock[] = [];
  for (const answer of category.answers) {
    if (placed.has(answer.uid)) continue;
    const group = category.groups.find((uids) => uids.includes(answer.uid));
    if (!group) {
      blocks.push({ kind: 'single', answer });
      placed.add(answer.uid);
      continue;
    }
    const answers = group.flatMap((uid) => byUid.get(uid) ?? []);
    for (const member of answers) placed.add(member.uid);
    const firstKey = comparisonKey(answers[0]?.text ?? '', rules);
    const splittable = answers
      .filter((member) => comparisonKey(member.text, rules) !== firstKey)
      .map((m) => m.uid);
    blocks.push({ kind: 'group', answers, splittable });
  }
  return blocks;
}
