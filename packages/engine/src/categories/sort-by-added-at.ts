/** Anything that remembers when it was added, in epoch ms. */
export interface AddedAt {
  readonly addedAt: number;
}

/**
 * A copy of `categories` sorted by addedAt ascending (docs/product/rules.md#own-categories). The sort is
 * stable, so categories added at the same moment keep the order they were given in; callers list them in slot
 * order, which makes the result, and every random draw over it, the same on every node.
 */
export function sortByAddedAt<T extends AddedAt>(categories: readonly T[]): T[] {
  return [...categories].sort((first, second) => first.addedAt - second.addedAt);
}
