import type { Kysely } from 'kysely';

/**
 * Creates pending_sign_ups: a sign-up waiting for its mailed link to be opened (decision 049). Only the
 * SHA-256 of the link's token is kept, with what the form gave (the password already hashed), until the
 * account is made or the row expires. Neither email nor display name is unique here: whoever types someone
 * else's address must not be able to block their sign-up, so the users table's constraints decide at
 * confirmation. The expiry index serves the sweep.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('pending_sign_ups')
    .addColumn('token_hash', 'text', (column) => column.primaryKey())
    .addColumn('email', 'text', (column) => column.notNull())
    .addColumn('display_name', 'text', (column) => column.notNull())
    .addColumn('password_hash', 'text', (column) => column.notNull())
    .addColumn('photo_url', 'text')
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .addColumn('expires_at', 'bigint', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('pending_sign_ups_expires_at')
    .on('pending_sign_ups')
    .column('expires_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('pending_sign_ups').execute();
}
