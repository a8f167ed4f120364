import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { displayNameKey } from '../display-name-key.ts';
import { migrateToLatest } from '../migrate.ts';
import { lowerCasedSkeletonKey } from '../recompute-display-name-keys.ts';
import { createRepositories } from '../repositories.ts';
import { UserConflictError } from '../users-repository.ts';
import { migrateUpTo, type OpenEmptyDatabase } from './migrated-database.ts';

/**
 * Users stored while names were compared by case, spacing and accents only, migrated to skeleton keys
 * (0008); and users stored while the skeleton came after lower-casing, migrated to skeletons as typed (0011).
 */
export function describeDisplayNameSkeletonMigration(openEmpty: OpenEmptyDatabase): void {
  describe('users stored before lookalike names were one name', () => {
    it('get skeleton keys; of two lookalikes both keep their names, the account the shared key', async () => {
      const database = await openEmpty();
      try {
        await migrateUpTo(database, '0006_room_drafts');
        // The old rule's keys: the Cyrillic "\u0430lice" was apart from "alice".
        await sql`insert into users (id, email, display_name, display_name_key, photo_url, is_anonymous,
            password_hash, disabled_at, created_at, updated_at) values
          ('guest-1', null, ${'\u0430lice'}, ${'\u0430lice'}, null, 1, null, null, 1, 1),
          ('account-1', 'alice@example.com', 'Alice', 'alice', null, 0, 'scrypt$x', null, 2, 2),
          ('guest-2', null, 'bob', 'bob', null, 1, null, null, 3, 3)`.execute(database.db);

        await migrateToLatest(database.db);

        const { rows } = await sql<{ id: string; display_name: string; display_name_key: string }>`
          select id, display_name, display_name_key from users order by id`.execute(database.db);
        expect(rows).toEqual([
          { id: 'account-1', display_name: 'Alice', display_name_key: displayNameKey('Alice') },
          {
            id: 'guest-1',
            display_name: '\u0430lice',
            display_name_key: `${displayNameKey('alice')} guest-1`,
          },
          { id: 'guest-2', display_name: 'bob', display_name_key: displayNameKey('bob') },
        ]);
        const { users } = createRepositories(database.db);
        await expect(users.create({ displayName: '\u0430LICE', isAnonymous: true })).rejects.toEqual(
          new UserConflictError('displayName'),
        );
      } finally {
        await database.close();
      }
    });

    it('get skeletons of their names as typed; a capital lookalike stored beside its name keeps it', async () => {
      const database = await openEmpty();
      try {
        await migrateUpTo(database, '0010_user_locale');
        // 0008's keys kept "\u0422omas" (a Cyrillic capital) and "BiII" apart from "Tomas" and "Bill".
        const stored = [
          ['account-1', 'Tomas', 0, 1],
          ['guest-1', '\u0422omas', 1, 2],
          ['guest-2', 'BiII', 1, 3],
          ['account-2', 'Bill', 0, 4],
          ['guest-3', 'Zoe', 1, 5],
        ] as const;
        for (const [id, name, isAnonymous, createdAt] of stored) {
          await sql`insert into users (id, email, display_name, display_name_key, photo_url, is_anonymous,
              password_hash, disabled_at, created_at, updated_at) values (${id}, ${isAnonymous ? null : `${id}@example.com`},
              ${name}, ${lowerCasedSkeletonKey(name)}, null, ${isAnonymous}, null, null, ${createdAt}, ${createdAt})`.execute(
            database.db,
          );
        }

        await migrateToLatest(database.db);

        const { rows } = await sql<{ id: string; display_name: string; display_name_key: string }>`
          select id, display_name, display_name_key from users order by id`.execute(database.db);
        expect(rows).toEqual([
          { id: 'account-1', display_name: 'Tomas', display_name_key: displayNameKey('Tomas') },
          { id: 'account-2', display_name: 'Bill', display_name_key: displayNameKey('Bill') },
          {
            id: 'guest-1',
            display_name: '\u0422omas',
            display_name_key: `${displayNameKey('Tomas')} guest-1`,
          },
          { id: 'guest-2', display_name: 'BiII', display_name_key: `${displayNameKey('Bill')} guest-2` },
          { id: 'guest-3', display_name: 'Zoe', display_name_key: displayNameKey('Zoe') },
        ]);
        const { users } = createRepositories(database.db);
        for (const lookalike of ['\u03A4OMAS', 'BILL']) {
          await expect(users.create({ displayName: lookalike, isAnonymous: true })).rejects.toEqual(
            new UserConflictError('displayName'),
          );
        }
      } finally {
        await database.close();
      }
    });
  });
}
