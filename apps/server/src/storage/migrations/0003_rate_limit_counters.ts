import type { Kysely } from 'kysely';

/** Creates rate_limit_counters: one row per key and fixed time window, shared by every node. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('rate_limit_counters')
    .addColumn('key', 'text', (column) => column.notNull())
    .addColumn('window_start', 'bigint', (column) => column.notNull())
    .addColumn('count', 'integer', (column) => column.notNull())
    .addPrimaryKeyConstraint('rate_limit_counters_pk', ['key', 'window_start'])
    .execute();
  // Old windows are deleted by age; without this index that would scan the whole table.
  await db.schema
    .createIndex('rate_limit_counters_window_start')
    .on('rate_limit_counters')
    .column('window_start')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('rate_limit_counters').execute();
}
