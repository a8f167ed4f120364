import type { Kysely } from 'kysely';
import type { Database } from './schema.ts';

/** Key–value facts about the server and its database (e.g. `database_created_at`). */
export interface MetaRepository {
  /** The value stored under `key`, or `undefined`. */
  get(key: string): Promise<string | undefined>;
  /** Stores `value` under `key` only when the key has no value yet; returns the value now stored. */
  setIfAbsent(key: string, value: string): Promise<string>;
  /** Stores `value` under `key`, replacing any earlier value. */
  upsert(key: string, value: string): Promise<void>;
}

/** The MetaRepository over the server_meta table. */
export function createMetaRepository(db: Kysely<Database>, now: () => number = Date.now): MetaRepository {
  const get = async (key: string) => {
    const row = await db.selectFrom('server_meta').select('value').where('key', '=', key).executeTakeFirst();
    return row?.value;
  };

  return {
    get,
    async setIfAbsent(key, value) {
      await db
        .insertInto('server_meta')
        .values({ key, value, updated_at: now() })
        .onConflict((conflict) => conflict.column('key').doNothing())
        .execute();
      // Read back: another writer may have won the race, and its value is the one that counts.
      return (await get(key)) ?? value;
    },
    async upsert(key, value) {
      const updated_at = now();
      await db
        .insertInto('server_meta')
        .values({ key, value, updated_at })
        .onConflict((conflict) => conflict.column('key').doUpdateSet({ value, updated_at }))
        .execute();
    },
  };
}
