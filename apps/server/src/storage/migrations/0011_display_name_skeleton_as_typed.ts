import type { Kysely } from 'kysely';
import { displayNameKey } from '../display-name-key.ts';
import { lowerCasedSkeletonKey, recomputeDisplayNameKeys } from '../recompute-display-name-keys.ts';

/**
 * Recomputes users.display_name_key with the skeleton taken on the name as typed (decision 050), so a
 * stored "Tomas" also keeps out a Cyrillic "Тomas" and "Bill" a "BiII". Two users who now share a key
 * both keep their names, as in 0008.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await recomputeDisplayNameKeys(db, displayNameKey);
}

/** Back to 0008's rule; users who would share one of its keys are kept apart as in `up`. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await recomputeDisplayNameKeys(db, lowerCasedSkeletonKey);
}
