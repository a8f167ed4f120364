import { sql, type Kysely } from 'kysely';

/**
 * Drafts apart from the snapshot (decision 009): most commits are drafts, and each rewrote the room's
 * whole JSON snapshot (~15 KB in a game) just to change one answer.
 * - The snapshot moves from `rooms.state` to room_states, so that bumping a room's version writes a
 *   small row.
 * - room_drafts holds each player's last draft per category since the snapshot was written, with the
 *   version that saved it; a draft commits as the version bump plus one upsert here. The next write of
 *   the snapshot (which then holds them) deletes them in its transaction.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('room_states')
    .addColumn('room_id', 'text', (column) => column.primaryKey().references('rooms.id').onDelete('cascade'))
    .addColumn('state', 'text', (column) => column.notNull())
    .execute();
  await sql`insert into room_states (room_id, state) select id, state from rooms`.execute(db);
  await db.schema.alterTable('rooms').dropColumn('state').execute();

  await db.schema
    .createTable('room_drafts')
    .addColumn('room_id', 'text', (column) => column.notNull().references('rooms.id').onDelete('cascade'))
    .addColumn('uid', 'text', (column) => column.notNull())
    .addColumn('category_id', 'text', (column) => column.notNull())
    .addColumn('round_number', 'integer', (column) => column.notNull())
    .addColumn('answer_text', 'text', (column) => column.notNull())
    .addColumn('version', 'integer', (column) => column.notNull())
    .addPrimaryKeyConstraint('room_drafts_pk', ['room_id', 'uid', 'category_id'])
    .execute();
}

/** Back to one snapshot column. Drafts not yet in a snapshot are lost: run it only on a stopped server. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('room_drafts').execute();
  await db.schema
    .alterTable('rooms')
    .addColumn('state', 'text', (column) => column.notNull().defaultTo('{}'))
    .execute();
  await sql`update rooms set state = (select state from room_states where room_states.room_id = rooms.id)`.execute(
    db,
  );
  await db.schema.dropTable('room_states').execute();
}
