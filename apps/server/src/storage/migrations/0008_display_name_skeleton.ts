import { comparisonKey } from '@npat/engine';
import type { Kysely } from 'kysely';
import { lowerCasedSkeletonKey, recomputeDisplayNameKeys } from '../recompute-display-name-keys.ts';

/**
 * Recomputes users.display_name_key under the confusable-skeleton rule of decision 013, so a stored
 * "Alice" also keeps out a new Cyrillic "Аlice". Its rule is frozen here; 0011 moved on from it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await recomputeDisplayNameKeys(db, lowerCasedSkeletonKey);
}

/** Back to the comparison key alone; it is finer than the skeleton, so no two users can share one. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await recomputeDisplayNameKeys(db, comparisonKey);
}
