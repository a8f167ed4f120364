import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrateToLatest } from '../migrate.ts';
import { createRepositories } from '../repositories.ts';
import { migrateUpTo, type OpenEmptyDatabase } from './migrated-database.ts';

/** Users stored before a profile kept a language (migration 0010). */
export function describeUserLocaleMigration(openEmpty: OpenEmptyDatabase): void {
  describe('users stored before profiles kept a language', () => {
    it('keep everything they had, with no language chosen, and can choose one afterwards', async () => {
      const database = await openEmpty();
      try {
        await migrateUpTo(database, '0009_retention');
        await sql`insert into users (id, email, display_name, display_name_key, photo_url, is_anonymous,
            password_hash, disabled_at, created_at, updated_at) values
          ('old-account', 'old@example.com', 'Old Timer', 'old timer', '/avatars/fox.svg', 0, 'scrypt$x', null, 1, 2)`.execute(
          database.db,
        );

        await migrateToLatest(database.db);

        const { users } = createRepositories(database.db, () => 3);
        expect(await users.findById('old-account')).toEqual({
          id: 'old-account',
          email: 'old@example.com',
          displayName: 'Old Timer',
          photoUrl: '/avatars/fox.svg',
          isAnonymous: false,
          passwordHash: 'scrypt$x',
          disabledAt: null,
          createdAt: 1,
          updatedAt: 2,
          locale: null,
        });
        expect((await users.update('old-account', { locale: 'de' }))?.locale).toBe('de');
      } finally {
        await database.close();
      }
    });
  });
}
