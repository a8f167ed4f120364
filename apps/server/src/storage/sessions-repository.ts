import type { Kysely } from 'kysely';
import type { Database } from './schema.ts';
import { toUserRecord, type UserRecord } from './users-repository.ts';

/** A stored session; the browser holds the token, the database only its hash. */
export interface SessionRecord {
  readonly tokenHash: string;
  readonly userId: string;
  readonly createdAt: number;
  readonly expiresAt: number;
  readonly lastSeenAt: number;
}

/** Server-side sessions. Deleting a user deletes their sessions (foreign key cascade). */
export interface SessionsRepository {
  create(session: SessionRecord): Promise<void>;
  /** The session with this token hash and its user, expired or not; `undefined` when unknown. */
  findWithUser(tokenHash: string): Promise<{ session: SessionRecord; user: UserRecord } | undefined>;
  /** Slides the session's expiry: sets last_seen_at and expires_at. */
  touch(tokenHash: string, lastSeenAt: number, expiresAt: number): Promise<void>;
  /** Revokes one session; false when it did not exist (any more). */
  delete(tokenHash: string): Promise<boolean>;
  /** Revokes every session of a user; returns how many there were. */
  deleteForUser(userId: string): Promise<number>;
  /** Deletes sessions that expired at or before `time`; returns how many. */
  deleteExpired(time: number): Promise<number>;
}

/** The SessionsRepository over the sessions table. */
export function createSessionsRepository(db: Kysely<Database>): SessionsRepository {
  return {
    async create(session) {
      await db
        .insertInto('sessions')
        .values({
          token_hash: session.tokenHash,
          user_id: session.userId,
          created_at: session.createdAt,
          expires_at: session.expiresAt,
          last_seen_at: session.lastSeenAt,
        })
        .execute();
    },

    async findWithUser(tokenHash) {
      const row = await db
        .selectFrom('sessions')
        .innerJoin('users', 'users.id', 'sessions.user_id')
        .selectAll('users')
        .select([
          'sessions.token_hash',
          'sessions.created_at as session_created_at',
          'sessions.expires_at',
          'sessions.last_seen_at',
        ])
        .where('sessions.token_hash', '=', tokenHash)
        .executeTakeFirst();
      if (!row) return undefined;
      return {
        session: {
          tokenHash: row.token_hash,
          userId: row.id,
          createdAt: row.session_created_at,
          expiresAt: row.expires_at,
          lastSeenAt: row.last_seen_at,
        },
        user: toUserRecord(row),
      };
    },

    async touch(tokenHash, lastSeenAt, expiresAt) {
      await db
        .updateTable('sessions')
        .set({ last_seen_at: lastSeenAt, expires_at: expiresAt })
        .where('token_hash', '=', tokenHash)
        .execute();
    },

    async delete(tokenHash) {
      const result = await db.deleteFrom('sessions').where('token_hash', '=', tokenHash).executeTakeFirst();
      return result.numDeletedRows > 0n;
    },

    async deleteForUser(userId) {
      const result = await db.deleteFrom('sessions').where('user_id', '=', userId).executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    async deleteExpired(time) {
      const result = await db.deleteFrom('sessions').where('expires_at', '<=', time).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
