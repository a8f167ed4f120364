import { sql, type Kysely } from 'kysely';

/**
 * The game:
 * - `rooms.deadline_at` is the running game's next deadline (its state's phaseEndsAt), null without one.
 *   It lets every node find the rooms it must schedule or advance with one indexed query, without
 *   reading any snapshot: at start-up, and later for deadlines no node has served (a node that died).
 * - game_results keeps each finished game's results (the engine's GameResults as JSON), written in the
 *   same transaction as the room reaching FINAL_RESULTS; game_result_players lists who played it, for
 *   the history page. Neither has a foreign key: results outlive their room and deleted guests.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('rooms').addColumn('deadline_at', 'bigint').execute();
  await db.schema
    .createIndex('rooms_open_deadline_at')
    .on('rooms')
    .column('deadline_at')
    .where(sql.ref('closed_at'), 'is', null)
    .execute();

  await db.schema
    .createTable('game_results')
    .addColumn('room_id', 'text', (column) => column.primaryKey())
    .addColumn('finished_at', 'bigint', (column) => column.notNull())
    .addColumn('results', 'text', (column) => column.notNull())
    .execute();

  await db.schema
    .createTable('game_result_players')
    .addColumn('room_id', 'text', (column) =>
      column.notNull().references('game_results.room_id').onDelete('cascade'),
    )
    .addColumn('uid', 'text', (column) => column.notNull())
    .addColumn('finished_at', 'bigint', (column) => column.notNull())
    .addPrimaryKeyConstraint('game_result_players_pk', ['room_id', 'uid'])
    .execute();
  // The history page: one user's games, newest first.
  await db.schema
    .createIndex('game_result_players_uid_finished_at')
    .on('game_result_players')
    .columns(['uid', 'finished_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('game_result_players').execute();
  await db.schema.dropTable('game_results').execute();
  await db.schema.dropIndex('rooms_open_deadline_at').execute();
  await db.schema.alterTable('rooms').dropColumn('deadline_at').execute();
}
