import type { JoinedKeys } from '../state.ts';

/**
 * The key that stands for a whole duplicate group: answers with equal comparison keys are always one
 * group, and keys joined by players share the first key of their joined group.
 */
export function groupRepresentative(joins: readonly JoinedKeys[], categoryId: string, key: string): string {
  const joined = joins.find((join) => join.categoryId === categoryId && join.keys.includes(key));
  return joined?.keys[0] ?? key;
}

/** Every key in the same group as `key` (itself included). */
export function keysGroupedWith(joins: readonly JoinedKeys[], categoryId: string, key: string): string[] {
  const joined = joins.find((join) => join.categoryId === categoryId && join.keys.includes(key));
  return joined ? [...joined.keys] : [key];
}

/**
 * Joins the groups of two keys: the result holds both groups' keys, sorted, in place of the old
 * joined groups. Null when the keys are already one group.
 */
export function joinKeys(
  joins: readonly JoinedKeys[],
  categoryId: string,
  firstKey: string,
  secondKey: string,
): JoinedKeys[] | null {
  const first = keysGroupedWith(joins, categoryId, firstKey);
  if (first.includes(secondKey)) return null;
  const merged = [...new Set([...first, ...keysGroupedWith(joins, categoryId, secondKey)])].sort();
  const untouched = joins.filter(
    (join) =>
      join.categoryId !== categoryId || !(join.keys.includes(firstKey) || join.keys.includes(secondKey)),
  );
  return [...untouched, { categoryId, keys: merged }];
}

/**
 * Takes one key out of its joined group; a group left with a single key is no group any more.
 * Null when the key was not joined to anything.
 */
export function splitKey(joins: readonly JoinedKeys[], categoryId: string, key: string): JoinedKeys[] | null {
  if (keysGroupedWith(joins, categoryId, key).length < 2) return null;
  return joins.flatMap((join) => {
    if (join.categoryId !== categoryId || !join.keys.includes(key)) return [join];
    const keys = join.keys.filter((other) => other !== key);
    return keys.length >= 2 ? [{ categoryId, keys }] : [];
  });
}
