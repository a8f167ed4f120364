import type { Kysely } from 'kysely';

/**
 * Creates sign_in_throttle: one row per account (lower-cased email) with its recent failed sign-ins
 * and the moment it may try again. A row replaces the fixed-window failure counters, which were read
 * before the password check and written after it, so parallel guesses all passed the read.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sign_in_throttle')
    .addColumn('account', 'text', (column) => column.primaryKey())
    .addColumn('failures', 'integer', (column) => column.notNull())
    .addColumn('last_attempt_at', 'bigint', (column) => column.notNull())
    .addColumn('blocked_until', 'bigint', (column) => column.notNull())
    .execute();
  // Idle rows are deleted by age; without this index that would scan the whole table.
  await db.schema
    .createIndex('sign_in_throttle_last_attempt_at')
    .on('sign_in_throttle')
    .column('last_attempt_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sign_in_throttle').execute();
}
