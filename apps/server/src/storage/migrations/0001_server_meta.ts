import { sql, type Kysely } from 'kysely';

/** Creates server_meta and records when this database was created. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('server_meta')
    .addColumn('key', 'text', (column) => column.primaryKey())
    .addColumn('value', 'text', (column) => column.notNull())
    .addColumn('updated_at', 'bigint', (column) => column.notNull())
    .execute();

  const now = Date.now();
  await sql`insert into server_meta (key, value, updated_at)
    values (${'database_created_at'}, ${new Date(now).toISOString()}, ${now})`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('server_meta').execute();
}
