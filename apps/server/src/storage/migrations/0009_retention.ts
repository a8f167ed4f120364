import { sql, type Kysely } from 'kysely';

/**
 * Data retention: finished rooms and idle guests are deleted after a while (decision 015).
 * - sweep_leases: one row per periodic job that only one node may run at a time. A node takes the
 *   lease with one conditional upsert that succeeds only once the previous lease ran out, so SQLite
 *   and PostgreSQL alike let exactly one of two takers win.
 * - rooms_closed_at: the retention sweep reads closed rooms oldest first; open rooms (the hot part of
 *   the table) stay out of this index.
 * - users_guest_created_at: the idle-guest sweep reads guests only, oldest first, without scanning
 *   the accounts.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sweep_leases')
    .addColumn('name', 'text', (column) => column.primaryKey())
    .addColumn('holder', 'text', (column) => column.notNull())
    .addColumn('lease_until', 'bigint', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('rooms_closed_at')
    .on('rooms')
    .column('closed_at')
    .where(sql.ref('closed_at'), 'is not', null)
    .execute();
  await db.schema
    .createIndex('users_guest_created_at')
    .on('users')
    .column('created_at')
    .where(sql<boolean>`is_anonymous = 1`)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('users_guest_created_at').execute();
  await db.schema.dropIndex('rooms_closed_at').execute();
  await db.schema.dropTable('sweep_leases').execute();
}
