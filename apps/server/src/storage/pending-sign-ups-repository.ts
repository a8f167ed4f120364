import type { Kysely } from 'kysely';
import type { Database } from './schema.ts';

/** A sign-up waiting for its mailed link, as stored: the hash of the link's token and what the form gave. */
export interface PendingSignUp {
  readonly tokenHash: string;
  readonly email: string;
  readonly displayName: string;
  readonly passwordHash: string;
  readonly photoUrl: string | null;
  readonly createdAt: number;
  readonly expiresAt: number;
}

/** Sign-ups waiting for their link (decision 049). A row lives until it is used or expires. */
export interface PendingSignUpsRepository {
  /** Stores a pending sign-up; the email is stored lower-cased, as users.email is. */
  create(signUp: PendingSignUp): Promise<void>;
  /**
   * Takes the sign-up whose token hash this is out of the table and returns it, if it expires after
   * `time`, in one DELETE … RETURNING: of several concurrent calls at most one gets it. Used inside the
   * transaction that creates the account, so a refused account puts the row back with the rollback.
   */
  consume(tokenHash: string, time: number): Promise<PendingSignUp | undefined>;
  /** Deletes sign-ups that expired at or before `time`; returns how many. */
  deleteExpired(time: number): Promise<number>;
}

/** The PendingSignUpsRepository over the pending_sign_ups table. */
export function createPendingSignUpsRepository(db: Kysely<Database>): PendingSignUpsRepository {
  return {
    async create(signUp) {
      await db
        .insertInto('pending_sign_ups')
        .values({
          token_hash: signUp.tokenHash,
          email: signUp.email.toLowerCase(),
          display_name: signUp.displayName,
          password_hash: signUp.passwordHash,
          photo_url: signUp.photoUrl,
          created_at: signUp.createdAt,
          expires_at: signUp.expiresAt,
        })
        .execute();
    },

    async consume(tokenHash, time) {
      // The WHERE clause is the whole guard: a second DELETE finds no row, whoever ran the first.
      const row = await db
        .deleteFrom('pending_sign_ups')
        .where('token_hash', '=', tokenHash)
        .where('expires_at', '>', time)
        .returningAll()
        .executeTakeFirst();
      return (
        row && {
          tokenHash: row.token_hash,
          email: row.email,
          displayName: row.display_name,
          passwordHash: row.password_hash,
          photoUrl: row.photo_url,
          createdAt: row.created_at,
          expiresAt: row.expires_at,
        }
      );
    },

    async deleteExpired(time) {
      const result = await db
        .deleteFrom('pending_sign_ups')
        .where('expires_at', '<=', time)
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
