import { comparisonKey } from '@npat/engine';
import { sql, type Kysely } from 'kysely';
import { confusableSkeleton } from './display-name-key.ts';

export type DisplayNameKeyRule = (displayName: string) => string;

/**
 * Decision 013's rule, frozen for the migrations that move to it and back: the skeleton of the
 * lower-cased comparison key. It let capitals through ("Тomas" in Cyrillic beside "Tomas").
 */
export function lowerCasedSkeletonKey(displayName: string): string {
  return confusableSkeleton(comparisonKey(displayName)).toLowerCase();
}

/**
 * Gives every user the key of their name under `keyOf`. Two users whose names were apart under the old
 * rule may now share a key. Both keep their names: accounts before guests, then the older one, get the
 * shared key; each later one gets a key of their own (the shared key and their id), which nobody's name
 * can produce. Whoever of them next changes their name gets the plain key of the new name.
 */
export async function recomputeDisplayNameKeys(
  db: Kysely<unknown>,
  keyOf: DisplayNameKeyRule,
): Promise<void> {
  const { rows } = await sql<{ id: string; display_name: string }>`
    select id, display_name from users order by is_anonymous, created_at, id`.execute(db);
  // Every key moves out of the way first, so no new key can meet an old one still in place.
  await sql`update users set display_name_key = id`.execute(db);
  const taken = new Set<string>();
  for (const { id, display_name: displayName } of rows) {
    const shared = keyOf(displayName);
    const key = taken.has(shared) ? `${shared} ${id}` : shared;
    taken.add(key);
    await sql`update users set display_name_key = ${key} where id = ${id}`.execute(db);
  }
}
