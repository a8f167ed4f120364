import type { Kysely } from 'kysely';

/**
 * Creates referee_learned: per game language, library category and referee key of an answer, how many
 * finished reviews kept it and how many struck it out (docs/referee.md#learning-from-play). Counts only:
 * no user, room or time, so nothing here needs retention. The primary key is the referee's lookup.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('referee_learned')
    .addColumn('language', 'text', (column) => column.notNull())
    .addColumn('category', 'text', (column) => column.notNull())
    .addColumn('answer_key', 'text', (column) => column.notNull())
    .addColumn('accepted', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('struck', 'integer', (column) => column.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('referee_learned_pk', ['language', 'category', 'answer_key'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('referee_learned').execute();
}
