import { comparisonKey } from '@npat/engine';
import { sql, type Kysely } from 'kysely';
import { displayNameKey } from '../display-name-key.ts';

type KeyRule = (displayName: string) => string;

/**
 * Recomputes users.display_name_key under the confusable-skeleton rule, so a stored "Alice" also
 * keeps out a new Cyrillic "Аlice".
 *
 * Two users whose names were apart under the old rule may now share a key. Both keep their names:
 * accounts before guests, then the older one, get the shared key; each later one gets a key of their
 * own (the shared key and their id), which nobody's name can produce. Whoever of them next changes
 * their name gets the plain key of the new name, like everyone else.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await recomputeKeys(db, displayNameKey);
}

/** Back to the comparison key alone; it is finer than the skeleton, so no two users can share one. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await recomputeKeys(db, comparisonKey);
}

async function recomputeKeys(db: Kysely<unknown>, keyOf: KeyRule): Promise<void> {
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
