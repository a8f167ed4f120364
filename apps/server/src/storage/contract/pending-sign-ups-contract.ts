import { describe, expect, it } from 'vitest';
import { useMigratedDatabase, type OpenEmptyDatabase } from './migrated-database.ts';

const NOW = 1_700_000_000_000;
const DAY = 24 * 3_600_000;

/** The pending sign-ups' contract: a link is taken once, atomically, only before it expires, and a rollback puts it back. */
export function describePendingSignUpsContract(openEmpty: OpenEmptyDatabase): void {
  describe('pending sign-ups repository', () => {
    const use = useMigratedDatabase(openEmpty);
    let serial = 0;
    const newSignUp = async (expiresAt = NOW + DAY, email = `Pending${++serial}@Example.com`) => {
      const signUp = {
        tokenHash: `sign-up-hash-${++serial}`,
        email,
        displayName: `pending ${serial}`,
        passwordHash: 'scrypt$32768$8$3$salt$hash',
        photoUrl: '/avatars/lion.svg',
        createdAt: NOW,
        expiresAt,
      };
      await use().repositories.pendingSignUps.create(signUp);
      return signUp;
    };

    it('gives back what was stored, email lower-cased, once and never again', async () => {
      const { pendingSignUps } = use().repositories;
      const signUp = await newSignUp();
      expect(await pendingSignUps.consume(signUp.tokenHash, NOW)).toEqual({
        ...signUp,
        email: signUp.email.toLowerCase(),
      });
      expect(await pendingSignUps.consume(signUp.tokenHash, NOW)).toBeUndefined();
    });

    it('keeps two sign-ups for one email apart, so nobody can block an address by signing it up first', async () => {
      const { pendingSignUps } = use().repositories;
      const first = await newSignUp(NOW + DAY, 'shared@example.com');
      const second = await newSignUp(NOW + DAY, 'SHARED@example.com');
      expect((await pendingSignUps.consume(second.tokenHash, NOW))?.displayName).toBe(second.displayName);
      expect((await pendingSignUps.consume(first.tokenHash, NOW))?.displayName).toBe(first.displayName);
    });

    it('gives the sign-up to exactly one of many concurrent consumers', async () => {
      const { pendingSignUps } = use().repositories;
      const { tokenHash } = await newSignUp();
      const results = await Promise.all(
        Array.from({ length: 10 }, () => pendingSignUps.consume(tokenHash, NOW)),
      );
      expect(results.filter((result) => result !== undefined)).toHaveLength(1);
    });

    it('refuses an expired link, even at the very millisecond it expires, and an unknown one', async () => {
      const { pendingSignUps } = use().repositories;
      const expired = await newSignUp(NOW - 1);
      const exact = await newSignUp(NOW);
      expect(await pendingSignUps.consume(expired.tokenHash, NOW)).toBeUndefined();
      expect(await pendingSignUps.consume(exact.tokenHash, NOW)).toBeUndefined();
      expect(await pendingSignUps.consume('never-issued', NOW)).toBeUndefined();
    });

    it('puts the sign-up back when the transaction that took it rolls back', async () => {
      const { repositories } = use();
      const { tokenHash } = await newSignUp();
      await expect(
        repositories.transaction(async (trx) => {
          expect(await trx.pendingSignUps.consume(tokenHash, NOW)).toBeDefined();
          throw new Error('the account could not be made');
        }),
      ).rejects.toThrow('the account could not be made');
      expect(await repositories.pendingSignUps.consume(tokenHash, NOW)).toBeDefined();
    });

    it('sweeps expired sign-ups and keeps the others', async () => {
      const { pendingSignUps } = use().repositories;
      const live = await newSignUp();
      const expired = await newSignUp(NOW - DAY);
      expect(await pendingSignUps.deleteExpired(NOW)).toBeGreaterThanOrEqual(1);
      // Gone for good: even a clock turned back cannot use it.
      expect(await pendingSignUps.consume(expired.tokenHash, 0)).toBeUndefined();
      expect(await pendingSignUps.consume(live.tokenHash, NOW)).toBeDefined();
    });
  });
}
