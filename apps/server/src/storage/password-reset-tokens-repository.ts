import type { Kysely } from 'kysely';
import type { Database } from './schema.ts';

/** A mailed reset link as stored: the hash of its token, whose it is and how long it lasts. */
export interface NewPasswordResetToken {
  readonly tokenHash: string;
  readonly userId: string;
  readonly createdAt: number;
  readonly expiresAt: number;
}

/** Reset tokens. Deleting a user deletes their tokens (foreign key cascade). */
export interface PasswordResetTokensRepository {
  create(token: NewPasswordResetToken): Promise<void>;
  /** Whether the token exists, is unused and expires after `time`: a cheap check before `consume`. */
  isUsable(tokenHash: string, time: number): Promise<boolean>;
  /**
   * Marks the token used if it is unused and expires after `time`, in one conditional UPDATE, and
   * returns its user's id. Of several concurrent calls at most one gets the id; the others, and
   * calls for used, expired or unknown tokens, get `undefined`.
   */
  consume(tokenHash: string, time: number): Promise<string | undefined>;
  /** Deletes the user's other tokens, e.g. once one of them was used. */
  deleteForUser(userId: string): Promise<number>;
  /** Deletes tokens that expired at or before `time`; returns how many. */
  deleteExpired(time: number): Promise<number>;
}

/** The PasswordResetTokensRepository over the password_reset_tokens table. */
export function createPasswordResetTokensRepository(db: Kysely<Database>): PasswordResetTokensRepository {
  return {
    async create(token) {
      await db
        .insertInto('password_reset_tokens')
        .values({
          token_hash: token.tokenHash,
          user_id: token.userId,
          created_at: token.createdAt,
          expires_at: token.expiresAt,
          used_at: null,
        })
        .execute();
    },

    async isUsable(tokenHash, time) {
      const row = await db
        .selectFrom('password_reset_tokens')
        .select('token_hash')
        .where('token_hash', '=', tokenHash)
        .where('used_at', 'is', null)
        .where('expires_at', '>', time)
        .executeTakeFirst();
      return row !== undefined;
    },

    async consume(tokenHash, time) {
      // The WHERE clause is the whole guard: a second UPDATE finds used_at set and changes no row.
      const result = await db
        .updateTable('password_reset_tokens')
        .set({ used_at: time })
        .where('token_hash', '=', tokenHash)
        .where('used_at', 'is', null)
        .where('expires_at', '>', time)
        .executeTakeFirst();
      if (result.numUpdatedRows !== 1n) return undefined;
      const row = await db
        .selectFrom('password_reset_tokens')
        .select('user_id')
        .where('token_hash', '=', tokenHash)
        .executeTakeFirst();
      return row?.user_id;
    },

    async deleteForUser(userId) {
      const result = await db
        .deleteFrom('password_reset_tokens')
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    async deleteExpired(time) {
      const result = await db
        .deleteFrom('password_reset_tokens')
        .where('expires_at', '<=', time)
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
