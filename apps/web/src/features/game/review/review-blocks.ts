import type { ReviewAnswerView, ReviewCategoryView } from '@npat/engine';

/** What the review shows of one category, in slot order: single answers, duplicate groups, maybe-same pairs. */
export type ReviewBlock =
  | { kind: 'single'; answer: ReviewAnswerView }
  /** Answers that count as the same; `splittable` are those players joined in, which Split may take out. */
  | { kind: 'group'; answers: ReviewAnswerView[]; splittable: string[] }
  /** Two answers on their own that the engine finds alike: drawn together, with Join. */
  | { kind: 'maybe'; answers: [ReviewAnswerView, ReviewAnswerView] };

/**
 * Orders a category's answers for the review: each duplicate group together where its first author sits,
 * a 'maybe the same' pair of two answers on their own together where the first of them sits, everyone else
 * on their own. Within a group, the server names those Split may take out again (joined by players or by the
 * engine); answers typed the same are the same for good. `suggestions` are the pairs that could
 * not be drawn together (one of them is in a group or in another pair), to be offered apart.
 */
export function reviewBlocks(category: ReviewCategoryView): {
  blocks: ReviewBlock[];
  suggestions: [string, string][];
} {
  const byUid = new Map(category.answers.map((answer) => [answer.uid, answer]));
  const grouped = new Set(category.groups.flat());
  const paired = new Map<string, string>();
  const suggestions: [string, string][] = [];
  for (const [first, second] of category.suggestions) {
    const free = (uid: string) => !grouped.has(uid) && !paired.has(uid) && byUid.has(uid);
    if (free(first) && free(second)) {
      paired.set(first, second).set(second, first);
    } else suggestions.push([first, second]);
  }
  const placed = new Set<string>();
  const blocks: ReviewBlock[] = [];
  for (const answer of category.answers) {
    if (placed.has(answer.uid)) continue;
    const group = category.groups.find((uids) => uids.includes(answer.uid));
    const partner = byUid.get(paired.get(answer.uid) ?? '');
    if (group) {
      const answers = group.flatMap((uid) => byUid.get(uid) ?? []);
      for (const member of answers) placed.add(member.uid);
      const splittable = answers
        .filter((member) => category.splittable.includes(member.uid))
        .map((m) => m.uid);
      blocks.push({ kind: 'group', answers, splittable });
    } else if (partner) {
      placed.add(answer.uid).add(partner.uid);
      blocks.push({ kind: 'maybe', answers: [answer, partner] });
    } else {
      placed.add(answer.uid);
      blocks.push({ kind: 'single', answer });
    }
  }
  return { blocks, suggestions };
}
