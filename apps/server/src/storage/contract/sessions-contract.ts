import { describe, expect, it } from 'vitest';
import { useMigratedDatabase, type OpenEmptyDatabase } from './migrated-database.ts';

/** The sessions repository's contract: lookup with the user, sliding, revoking, expiry sweeps. */
export function describeSessionsContract(openEmpty: OpenEmptyDatabase): void {
  describe('sessions repository', () => {
    const use = useMigratedDatabase(openEmpty);
    let serial = 0;
    const newUser = () =>
      use().repositories.users.create({ displayName: `player ${++serial}`, isAnonymous: true });
    const session = (userId: string, tokenHash: string, expiresAt = 2_000) => ({
      tokenHash,
      userId,
      createdAt: 1_000,
      expiresAt,
      lastSeenAt: 1_000,
    });

    it('finds a session together with its user', async () => {
      const { sessions } = use().repositories;
      const user = await newUser();
      await sessions.create(session(user.id, 'hash-found'));
      expect(await sessions.findWithUser('hash-found')).toEqual({
        session: session(user.id, 'hash-found'),
        user,
      });
      expect(await sessions.findWithUser('hash-unknown')).toBeUndefined();
    });

    it('refuses a session for a user that does not exist', async () => {
      await expect(
        use().repositories.sessions.create(session('no-such-user', 'hash-orphan')),
      ).rejects.toThrow();
    });

    it('slides a session forward with touch', async () => {
      const { sessions } = use().repositories;
      const user = await newUser();
      await sessions.create(session(user.id, 'hash-touched'));
      await sessions.touch('hash-touched', 5_000, 9_000);
      expect((await sessions.findWithUser('hash-touched'))?.session).toMatchObject({
        lastSeenAt: 5_000,
        expiresAt: 9_000,
        createdAt: 1_000,
      });
    });

    it('revokes one session, and tells when there was none', async () => {
      const { sessions } = use().repositories;
      const user = await newUser();
      await sessions.create(session(user.id, 'hash-revoked'));
      await sessions.create(session(user.id, 'hash-kept'));
      expect(await sessions.delete('hash-revoked')).toBe(true);
      expect(await sessions.delete('hash-revoked')).toBe(false);
      expect(await sessions.findWithUser('hash-kept')).toBeDefined();
    });

    it("revokes every session of one user and no one else's", async () => {
      const { sessions } = use().repositories;
      const [user, other] = [await newUser(), await newUser()];
      await sessions.create(session(user.id, 'hash-a1'));
      await sessions.create(session(user.id, 'hash-a2'));
      await sessions.create(session(other.id, 'hash-b1'));
      expect(await sessions.deleteForUser(user.id)).toBe(2);
      expect(await sessions.findWithUser('hash-a1')).toBeUndefined();
      expect(await sessions.findWithUser('hash-b1')).toBeDefined();
    });

    it('sweeps expired sessions only', async () => {
      const { sessions } = use().repositories;
      const user = await newUser();
      await sessions.create(session(user.id, 'hash-old', 3_000));
      await sessions.create(session(user.id, 'hash-new', 3_000_000));
      expect(await sessions.deleteExpired(3_000)).toBeGreaterThanOrEqual(1);
      expect(await sessions.findWithUser('hash-old')).toBeUndefined();
      expect(await sessions.findWithUser('hash-new')).toBeDefined();
    });
  });
}
