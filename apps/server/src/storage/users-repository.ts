import { randomUUID } from 'node:crypto';
import { isUiLocale, type UiLocale } from '@npat/protocol';
import type { Kysely, Selectable } from 'kysely';
import { displayNameKey } from './display-name-key.ts';
import type { Database, UsersTable } from './schema.ts';
import { violatedUniqueColumn } from './unique-violation.ts';

/** A user as stored: a guest (`isAnonymous`, no email or password) or an account. */
export interface UserRecord {
  readonly id: string;
  readonly email: string | null;
  readonly displayName: string;
  readonly photoUrl: string | null;
  readonly isAnonymous: boolean;
  readonly passwordHash: string | null;
  readonly disabledAt: number | null;
  readonly createdAt: number;
  readonly updatedAt: number;
  /** The interface language the user chose; null until they choose one. */
  readonly locale: UiLocale | null;
}

export interface NewUser {
  readonly email?: string | null;
  readonly displayName: string;
  readonly photoUrl?: string | null;
  readonly isAnonymous: boolean;
  readonly passwordHash?: string | null;
}

export interface UserPatch {
  readonly displayName?: string;
  readonly photoUrl?: string | null;
  readonly passwordHash?: string;
  readonly locale?: UiLocale;
}

/** A unique field of users that another user already holds. */
export type UserUniqueField = 'email' | 'displayName';

/** Thrown when a write would give a user the email or display name (by its key) of another. */
export class UserConflictError extends Error {
  constructor(readonly field: UserUniqueField) {
    super(`another user already has this ${field}`);
    this.name = 'UserConflictError';
  }
}

/** Guests and accounts. Emails are compared lower-case, display names by `displayNameKey`. */
export interface UsersRepository {
  /** Inserts a user with a new random id. @throws {UserConflictError} when the email or name is taken */
  create(user: NewUser): Promise<UserRecord>;
  findById(id: string): Promise<UserRecord | undefined>;
  findByEmail(email: string): Promise<UserRecord | undefined>;
  /** Which of the given values other users already hold; a quick check before the constraint decides. */
  takenFields(values: { email?: string; displayName?: string }): Promise<UserUniqueField[]>;
  /** Changes the given fields; `undefined` when no such user. @throws {UserConflictError} */
  update(id: string, patch: UserPatch): Promise<UserRecord | undefined>;
  /** Sets or clears (null) disabled_at of the account with this email; false when there is none. */
  setDisabledByEmail(email: string, disabledAt: number | null): Promise<boolean>;
  /** Deletes the user and, by cascade, their sessions and reset tokens. False when there was none. */
  delete(id: string): Promise<boolean>;
  /**
   * Deletes guests created before `createdBefore` who have no session left (it expired): nobody can
   * ever sign in as them again, and they would hold their nickname forever. Returns how many.
   */
  deleteAbandonedGuests(createdBefore: number): Promise<number>;
}

/** Maps a users row to a UserRecord. */
export function toUserRecord(row: Selectable<UsersTable>): UserRecord {
  return {
    id: row.id,
    email: row.email,
    displayName: row.display_name,
    photoUrl: row.photo_url,
    isAnonymous: row.is_anonymous === 1,
    passwordHash: row.password_hash,
    disabledAt: row.disabled_at,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    // A language stored by a server that spoke more of them reads as none chosen, never as a stray code.
    locale: isUiLocale(row.locale) ? row.locale : null,
  };
}

/** The UsersRepository over the users table. */
export function createUsersRepository(db: Kysely<Database>, now: () => number): UsersRepository {
  const findBy = async (column: 'id' | 'email', value: string) => {
    const row = await db.selectFrom('users').selectAll().where(column, '=', value).executeTakeFirst();
    return row && toUserRecord(row);
  };

  return {
    async create(user) {
      const time = now();
      const row = {
        id: randomUUID(),
        email: user.email?.toLowerCase() ?? null,
        display_name: user.displayName,
        display_name_key: displayNameKey(user.displayName),
        photo_url: user.photoUrl ?? null,
        is_anonymous: user.isAnonymous ? 1 : 0,
        password_hash: user.passwordHash ?? null,
        disabled_at: null,
        created_at: time,
        updated_at: time,
        locale: null,
      };
      await conflictsAsErrors(db.insertInto('users').values(row).execute());
      return toUserRecord(row);
    },

    findById: (id) => findBy('id', id),
    findByEmail: (email) => findBy('email', email.toLowerCase()),

    async takenFields({ email, displayName }) {
      const taken: UserUniqueField[] = [];
      if (email !== undefined && (await findBy('email', email.toLowerCase()))) taken.push('email');
      if (displayName !== undefined) {
        const row = await db
          .selectFrom('users')
          .select('id')
          .where('display_name_key', '=', displayNameKey(displayName))
          .executeTakeFirst();
        if (row) taken.push('displayName');
      }
      return taken;
    },

    async update(id, patch) {
      const result = await conflictsAsErrors(
        db
          .updateTable('users')
          .set({
            ...(patch.displayName !== undefined && {
              display_name: patch.displayName,
              display_name_key: displayNameKey(patch.displayName),
            }),
            ...(patch.photoUrl !== undefined && { photo_url: patch.photoUrl }),
            ...(patch.passwordHash !== undefined && { password_hash: patch.passwordHash }),
            ...(patch.locale !== undefined && { locale: patch.locale }),
            updated_at: now(),
          })
          .where('id', '=', id)
          .executeTakeFirst(),
      );
      return result.numUpdatedRows === 0n ? undefined : findBy('id', id);
    },

    async setDisabledByEmail(email, disabledAt) {
      const result = await db
        .updateTable('users')
        .set({ disabled_at: disabledAt, updated_at: now() })
        .where('email', '=', email.toLowerCase())
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    async delete(id) {
      const result = await db.deleteFrom('users').where('id', '=', id).executeTakeFirst();
      return result.numDeletedRows > 0n;
    },

    async deleteAbandonedGuests(createdBefore) {
      const result = await db
        .deleteFrom('users')
        .where('is_anonymous', '=', 1)
        .where('created_at', '<', createdBefore)
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('sessions')
                .select('sessions.token_hash')
                .whereRef('sessions.user_id', '=', 'users.id'),
            ),
          ),
        )
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}

/** Turns the database's unique violation into a UserConflictError naming the field. */
async function conflictsAsErrors<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    const column = violatedUniqueColumn(error, 'users');
    if (column === 'email') throw new UserConflictError('email');
    if (column === 'display_name_key') throw new UserConflictError('displayName');
    throw error;
  }
}
