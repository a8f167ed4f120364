import { comparisonKey } from '../../text/normalize.ts';
import type { TextRules } from '../../text/text-rules.ts';
import type { GamePlayer, Round } from '../state.ts';
import { autoMark, type AutoMark } from './auto-mark.ts';
import { tallyChallenges, type ChallengeTally } from './challenges.ts';
import { tallyCreativeVotes, type CreativeTally } from './creative-votes.ts';
import { groupRepresentative } from './duplicate-groups.ts';
import { isNearMatch } from './near-match.ts';

/** One player's answer in one category, with everything the review decides about it. */
export interface ReviewedAnswer {
  uid: string;
  text: string;
  key: string;
  mark: AutoMark;
  /** The key standing for this answer's duplicate group (see `groupRepresentative`). */
  group: string;
  challenges: ChallengeTally;
  /** Creative votes (counted whatever the house rules; scoring grants the bonus only when it is played). */
  creative: CreativeTally;
  /** Counts for scoring: not empty, right letter, not rejected. */
  valid: boolean;
}

/** A category's answers under review. */
export interface CategoryReview {
  categoryId: string;
  /** One per player, in slot order; a player who typed nothing has an empty answer. */
  answers: ReviewedAnswer[];
  /** Duplicate groups of two or more non-empty answers, as author uids. */
  groups: string[][];
  /**
   * Members of the groups that Split may take out, as author uids: those typed differently from their
   * group's first answer, which a join brought in (a player's, or the review's own: sure-duplicates.ts).
   * Answers that are the same stay together for good.
   */
  splittable: string[];
  /** 'Maybe the same': one author uid from each of two groups whose answers are one typo apart. */
  suggestions: [string, string][];
}

/** The text a player gave for a category; empty when they typed nothing. */
export function answerText(round: Round, uid: string, categoryId: string): string {
  return round.answers.find((answer) => answer.uid === uid && answer.categoryId === categoryId)?.text ?? '';
}

function reviewAnswer(
  round: Round,
  players: readonly GamePlayer[],
  rules: TextRules,
  uid: string,
  categoryId: string,
) {
  const text = answerText(round, uid, categoryId);
  const key = comparisonKey(text, rules);
  const mark = autoMark(text, round.letter, rules);
  const challenges = tallyChallenges(round.challenges, players, uid, categoryId);
  const creative = tallyCreativeVotes(round.creativeVotes, players, uid, categoryId);
  const group = groupRepresentative(round.joins, categoryId, key);
  return { uid, text, key, mark, group, challenges, creative, valid: mark === 'ok' && !challenges.rejected };
}

/** Groups of answers sharing a representative, in order of their first author. */
function groupsOf(answers: readonly ReviewedAnswer[]): ReviewedAnswer[][] {
  const groups = new Map<string, ReviewedAnswer[]>();
  for (const answer of answers) groups.set(answer.group, [...(groups.get(answer.group) ?? []), answer]);
  return [...groups.values()];
}

/** The uids of a group's members whose key is not its first member's: only a join put them there. */
function joinedMembers(group: readonly ReviewedAnswer[]): string[] {
  const firstKey = group[0]?.key;
  return group.filter((answer) => answer.key !== firstKey).map((answer) => answer.uid);
}

/** Pairs of groups with a near match between any of their keys; wrong-letter answers score 0 anyway. */
function suggestionsOf(groups: readonly ReviewedAnswer[][]): [string, string][] {
  const candidates = groups
    .map((group) => group.filter((answer) => answer.mark === 'ok'))
    .filter((group) => group.length > 0);
  const suggestions: [string, string][] = [];
  candidates.forEach((first, index) => {
    for (const second of candidates.slice(index + 1)) {
      const near = first.some((a) => second.some((b) => isNearMatch(a.key, b.key)));
      if (near && first[0] && second[0]) suggestions.push([first[0].uid, second[0].uid]);
    }
  });
  return suggestions;
}

/**
 * Everything the review shows about a round, and what scoring is computed from; answers are compared and
 * checked against the letter by the game language's `rules`.
 */
export function reviewRound(
  round: Round,
  players: readonly GamePlayer[],
  rules: TextRules,
): CategoryReview[] {
  return round.categories.map((category) => {
    const answers = players.map((player) => reviewAnswer(round, players, rules, player.uid, category.id));
    const nonEmptyGroups = groupsOf(answers.filter((answer) => answer.mark !== 'empty'));
    const groups = nonEmptyGroups.filter((group) => group.length >= 2);
    return {
      categoryId: category.id,
      answers,
      groups: groups.map((group) => group.map((a) => a.uid)),
      splittable: groups.flatMap(joinedMembers),
      suggestions: suggestionsOf(nonEmptyGroups),
    };
  });
}
