/**
 * Near-duplicates the engine is sure of (docs/product/rules.md#duplicates): answers whose keys differ only
 * in spaces and punctuation ("New York", "New-York", "NewYork"). They are joined when the review opens, as
 * if a player had joined them, so they share their points and any player may split them apart again.
 */
import { comparisonKey } from '../../text/normalize.ts';
import type { TextRules } from '../../text/text-rules.ts';
import type { JoinedKeys, Round } from '../state.ts';
import { autoMark } from './auto-mark.ts';
import { joinKeys } from './duplicate-groups.ts';

/**
 * A comparison key with only its letters (marks kept, for the own letters that keep theirs) and digits:
 * two keys with the same one are spelled alike letter for letter.
 */
export function lettersOnlyKey(key: string): string {
  return key.replace(/[^\p{L}\p{M}\p{N}]/gu, '');
}

/**
 * `round`'s joins with each category's sure near-duplicates joined as well. Only answers that passed the
 * automatic checks are joined (the others score nothing, and are offered nothing either); joins are
 * sorted sets of keys, so the order answers come in changes nothing. The round's own array when there is
 * nothing to join, so a state keeps what did not change.
 */
export function withSureJoins(round: Round, rules: TextRules): JoinedKeys[] {
  // One pass over the answers (read through an Immer draft when the review opens): by category, the
  // keys of each letters-only key.
  const keysByCategory = new Map<string, Map<string, Set<string>>>();
  for (const answer of round.answers) {
    if (autoMark(answer.text, round.letter, rules) !== 'ok') continue;
    const key = comparisonKey(answer.text, rules);
    const letters = lettersOnlyKey(key);
    const byLetters = keysByCategory.get(answer.categoryId) ?? new Map<string, Set<string>>();
    byLetters.set(letters, (byLetters.get(letters) ?? new Set()).add(key));
    keysByCategory.set(answer.categoryId, byLetters);
  }
  let joins = round.joins;
  for (const category of round.categories) {
    for (const keys of keysByCategory.get(category.id)?.values() ?? []) {
      const [first, ...others] = [...keys];
      if (first === undefined) continue;
      for (const other of others) joins = joinKeys(joins, category.id, first, other) ?? joins;
    }
  }
  return joins;
}
