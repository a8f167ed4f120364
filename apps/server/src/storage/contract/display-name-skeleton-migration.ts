import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { displayNameKey } from '../display-name-key.ts';
import { migrateToLatest } from '../migrate.ts';
import { createRepositories } from '../repositories.ts';
import { UserConflictError } from '../users-repository.ts';
import { migrateUpTo, type OpenEmptyDatabase } from './migrated-database.ts';

/** Users stored while names were compared by case, spacing and accents only, migrated to skeleton keys. */
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
  });
}
