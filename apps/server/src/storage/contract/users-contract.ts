import { describe, expect, it } from 'vitest';
import { UserConflictError } from '../users-repository.ts';
import { useMigratedDatabase, type OpenEmptyDatabase } from './migrated-database.ts';

/** The users repository's contract: uniqueness of email and display name, updates, cascades. */
export function describeUsersContract(openEmpty: OpenEmptyDatabase): void {
  describe('users repository', () => {
    let time = 1_700_000_000_000;
    const use = useMigratedDatabase(openEmpty, () => time);
    let serial = 0;
    /** A display name no other test of this group uses. */
    const uniqueName = (base: string) => `${base} ${++serial}`;

    it('creates a guest and reads it back by id', async () => {
      const { users } = use().repositories;
      const name = uniqueName('guest');
      const guest = await users.create({
        displayName: name,
        photoUrl: '/avatars/lion.svg',
        isAnonymous: true,
      });
      expect(guest.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(await users.findById(guest.id)).toEqual({
        id: guest.id,
        email: null,
        displayName: name,
        photoUrl: '/avatars/lion.svg',
        isAnonymous: true,
        passwordHash: null,
        disabledAt: null,
        createdAt: time,
        updatedAt: time,
        locale: null,
      });
    });

    it('stores an email lower-case and finds the account by it in any case', async () => {
      const { users } = use().repositories;
      const account = await users.create({
        email: 'Ada.Lovelace@Example.com',
        displayName: uniqueName('Ada'),
        isAnonymous: false,
        passwordHash: 'scrypt$hash',
      });
      expect(account.email).toBe('ada.lovelace@example.com');
      expect((await users.findByEmail('ADA.LOVELACE@example.COM'))?.id).toBe(account.id);
      expect(await users.findByEmail('nobody@example.com')).toBeUndefined();
    });

    it('refuses a display name that differs from a taken one only in case, spacing or accents', async () => {
      const { users } = use().repositories;
      await users.create({ displayName: 'Zoë  Martin', isAnonymous: true });
      for (const clash of ['zoe martin', ' ZOË MARTIN ', 'Zoe\u0308 Martin']) {
        await expect(users.create({ displayName: clash, isAnonymous: true })).rejects.toEqual(
          new UserConflictError('displayName'),
        );
      }
    });

    it('refuses a display name that reads like a taken one: other scripts, lookalike digits', async () => {
      const { users } = use().repositories;
      await users.create({ displayName: 'Alice Lidell', isAnonymous: false, email: 'al@example.com' });
      for (const lookalike of [
        '\u0430lice lidell',
        '\u0391LICE LIDELL',
        'A1ice Lidell',
        'Al\u200Bice Lidell',
        'AIice Lidell',
        'Alice LideII',
        '\u0410lice Lidell',
      ]) {
        await expect(users.create({ displayName: lookalike, isAnonymous: true })).rejects.toEqual(
          new UserConflictError('displayName'),
        );
      }
    });

    it('refuses a second account with the same email written in another case', async () => {
      const { users } = use().repositories;
      await users.create({ email: 'twin@example.com', displayName: uniqueName('twin'), isAnonymous: false });
      await expect(
        users.create({ email: 'TWIN@example.com', displayName: uniqueName('twin'), isAnonymous: false }),
      ).rejects.toEqual(new UserConflictError('email'));
    });

    it('lets any number of guests exist without an email', async () => {
      const { users } = use().repositories;
      const guests = await Promise.all(
        [1, 2, 3].map(() => users.create({ displayName: uniqueName('nomail'), isAnonymous: true })),
      );
      expect(guests.every((guest) => guest.email === null)).toBe(true);
    });

    it('lets exactly one of many concurrent users take the same display name', async () => {
      const { users } = use().repositories;
      const attempts = await Promise.allSettled(
        Array.from({ length: 8 }, (_, index) =>
          users.create({ displayName: index % 2 === 0 ? 'Racer' : 'racer', isAnonymous: true }),
        ),
      );
      expect(attempts.filter((attempt) => attempt.status === 'fulfilled')).toHaveLength(1);
      for (const attempt of attempts.filter((attempt) => attempt.status === 'rejected')) {
        expect(attempt.reason).toEqual(new UserConflictError('displayName'));
      }
    });

    it('lets exactly one of many concurrent accounts take the same email', async () => {
      const { users } = use().repositories;
      const attempts = await Promise.allSettled(
        Array.from({ length: 6 }, () =>
          users.create({ email: 'race@example.com', displayName: uniqueName('race'), isAnonymous: false }),
        ),
      );
      expect(attempts.filter((attempt) => attempt.status === 'fulfilled')).toHaveLength(1);
      for (const attempt of attempts.filter((attempt) => attempt.status === 'rejected')) {
        expect(attempt.reason).toEqual(new UserConflictError('email'));
      }
    });

    it('tells which of an email and a display name are already taken', async () => {
      const { users } = use().repositories;
      await users.create({ email: 'taken@example.com', displayName: 'Taken Name', isAnonymous: false });
      expect(await users.takenFields({ email: 'TAKEN@example.com', displayName: 'taken  name' })).toEqual([
        'email',
        'displayName',
      ]);
      expect(await users.takenFields({ email: 'free@example.com', displayName: 'Free Name' })).toEqual([]);
    });

    it('updates only the given fields and moves updated_at', async () => {
      const { users } = use().repositories;
      const user = await users.create({
        displayName: uniqueName('Painter'),
        photoUrl: '/a.svg',
        isAnonymous: true,
      });
      time += 1000;
      const updated = await users.update(user.id, { photoUrl: '/b.svg' });
      expect(updated).toEqual({ ...user, photoUrl: '/b.svg', updatedAt: user.updatedAt + 1000 });

      const renamed = await users.update(user.id, { displayName: user.displayName.toUpperCase() });
      expect(renamed?.displayName).toBe(user.displayName.toUpperCase());
      expect(await users.update('no-such-user', { photoUrl: '/c.svg' })).toBeUndefined();
    });

    it('keeps the language a user chose, and leaves it alone when other fields change', async () => {
      const { users } = use().repositories;
      const user = await users.create({ displayName: uniqueName('Polyglot'), isAnonymous: false });
      expect(user.locale).toBeNull();
      expect((await users.update(user.id, { locale: 'tr' }))?.locale).toBe('tr');
      expect((await users.update(user.id, { photoUrl: '/d.svg' }))?.locale).toBe('tr');
      expect((await users.findById(user.id))?.locale).toBe('tr');
    });

    it('reads a stored language it does not speak as none chosen', async () => {
      const { database, repositories } = use();
      const user = await repositories.users.create({ displayName: uniqueName('Klingon'), isAnonymous: true });
      await database.db.updateTable('users').set({ locale: 'tlh' }).where('id', '=', user.id).execute();
      expect((await repositories.users.findById(user.id))?.locale).toBeNull();
    });

    it("refuses to rename a user to another user's display name", async () => {
      const { users } = use().repositories;
      const first = await users.create({ displayName: 'First Of Two', isAnonymous: true });
      const second = await users.create({ displayName: 'Second Of Two', isAnonymous: true });
      await expect(users.update(second.id, { displayName: 'first of two' })).rejects.toEqual(
        new UserConflictError('displayName'),
      );
      expect((await users.findById(second.id))?.displayName).toBe('Second Of Two');
      expect((await users.findById(first.id))?.displayName).toBe('First Of Two');
    });

    it('disables and enables an account by email', async () => {
      const { users } = use().repositories;
      const account = await users.create({
        email: 'disable-me@example.com',
        displayName: uniqueName('Disabled'),
        isAnonymous: false,
      });
      expect(await users.setDisabledByEmail('Disable-Me@example.com', 42)).toBe(true);
      expect((await users.findById(account.id))?.disabledAt).toBe(42);
      expect(await users.setDisabledByEmail('disable-me@example.com', null)).toBe(true);
      expect((await users.findById(account.id))?.disabledAt).toBeNull();
      expect(await users.setDisabledByEmail('nobody-here@example.com', 42)).toBe(false);
    });

    it('deletes a user together with their sessions and reset tokens', async () => {
      const { users, sessions, passwordResetTokens } = use().repositories;
      const user = await users.create({ displayName: uniqueName('Leaver'), isAnonymous: true });
      const tokenHash = `session-of-${user.id}`;
      await sessions.create({
        tokenHash,
        userId: user.id,
        createdAt: 1,
        expiresAt: time + 1000,
        lastSeenAt: 1,
      });
      await passwordResetTokens.create({
        tokenHash: `reset-of-${user.id}`,
        userId: user.id,
        createdAt: 1,
        expiresAt: time + 1000,
      });

      expect(await users.delete(user.id)).toBe(true);
      expect(await users.findById(user.id)).toBeUndefined();
      expect(await sessions.findWithUser(tokenHash)).toBeUndefined();
      expect(await passwordResetTokens.consume(`reset-of-${user.id}`, time)).toBeUndefined();
      expect(await sessions.delete(tokenHash)).toBe(false);
      expect(await users.delete(user.id)).toBe(false);
    });

    it('deletes old guests without a session, and keeps accounts, young guests and guests still signed in', async () => {
      const { users, sessions } = use().repositories;
      const abandoned = await users.create({ displayName: uniqueName('abandoned'), isAnonymous: true });
      const playing = await users.create({ displayName: uniqueName('playing'), isAnonymous: true });
      await sessions.create({
        tokenHash: `playing-${playing.id}`,
        userId: playing.id,
        createdAt: time,
        expiresAt: time + 1,
        lastSeenAt: time,
      });
      const account = await users.create({
        email: 'sessionless@example.com',
        displayName: uniqueName('acct'),
        isAnonymous: false,
      });
      time += 1000;
      const young = await users.create({ displayName: uniqueName('young'), isAnonymous: true });

      expect(await users.deleteAbandonedGuests(time)).toBeGreaterThanOrEqual(1);
      expect(await users.findById(abandoned.id)).toBeUndefined();
      for (const kept of [playing, account, young]) expect(await users.findById(kept.id)).toBeDefined();
    });

    it('round-trips display names in any script unchanged', async () => {
      const { users } = use().repositories;
      const name = 'Ölfass 名前 שָׁלוֹם';
      const user = await users.create({ displayName: name, isAnonymous: true });
      expect((await users.findById(user.id))?.displayName).toBe(name);
    });
  });
}
