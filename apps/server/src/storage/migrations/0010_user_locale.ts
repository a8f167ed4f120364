import type { Kysely } from 'kysely';

/**
 * Adds users.locale: the interface language the player chose (docs/decisions/032-i18n-library.md), one of
 * @npat/protocol's UI_LOCALES, or null until they choose one. Nullable, so the users stored before need no value and the
 * column is added in place on both dialects. No index: it is only ever read with its row.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('locale', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('locale').execute();
}
