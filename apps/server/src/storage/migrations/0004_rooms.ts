import { sql, type Kysely } from 'kysely';

/**
 * Creates rooms, room_events and room_members.
 * - `rooms.state` is the JSON snapshot every intent rewrites; `version` makes a write refuse a stale read,
 *   so nodes sharing the database never lose an update.
 * - A join code is unique among open rooms only (partial index), so a closed room's code can be drawn again.
 *   The index is named `<table>_<column>_unique` like the other unique keys, so `violatedUniqueColumn`
 *   reports `join_code` on both dialects.
 * - room_members mirrors the snapshot's slots, so "which open rooms is this user in" is one indexed query.
 *   It has no foreign key to users: a room (and later its history) outlives a deleted guest.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('rooms')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('join_code', 'text', (column) => column.notNull())
    .addColumn('phase', 'text', (column) => column.notNull())
    .addColumn('state', 'text', (column) => column.notNull())
    .addColumn('version', 'integer', (column) => column.notNull())
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .addColumn('updated_at', 'bigint', (column) => column.notNull())
    .addColumn('last_active_at', 'bigint', (column) => column.notNull())
    .addColumn('closed_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('rooms_join_code_unique')
    .on('rooms')
    .column('join_code')
    .unique()
    .where(sql.ref('closed_at'), 'is', null)
    .execute();
  // The idle sweep looks only at open rooms, oldest activity first.
  await db.schema
    .createIndex('rooms_open_last_active_at')
    .on('rooms')
    .column('last_active_at')
    .where(sql.ref('closed_at'), 'is', null)
    .execute();

  await db.schema
    .createTable('room_events')
    .addColumn('room_id', 'text', (column) => column.notNull().references('rooms.id').onDelete('cascade'))
    .addColumn('seq', 'integer', (column) => column.notNull())
    .addColumn('type', 'text', (column) => column.notNull())
    .addColumn('payload', 'text', (column) => column.notNull())
    .addColumn('at', 'bigint', (column) => column.notNull())
    .addPrimaryKeyConstraint('room_events_pk', ['room_id', 'seq'])
    .execute();

  await db.schema
    .createTable('room_members')
    .addColumn('room_id', 'text', (column) => column.notNull().references('rooms.id').onDelete('cascade'))
    .addColumn('uid', 'text', (column) => column.notNull())
    .addPrimaryKeyConstraint('room_members_pk', ['room_id', 'uid'])
    .execute();
  await db.schema.createIndex('room_members_uid').on('room_members').column('uid').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('room_members').execute();
  await db.schema.dropTable('room_events').execute();
  await db.schema.dropTable('rooms').execute();
}
