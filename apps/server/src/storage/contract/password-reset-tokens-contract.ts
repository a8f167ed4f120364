import { describe, expect, it } from 'vitest';
import { useMigratedDatabase, type OpenEmptyDatabase } from './migrated-database.ts';

const NOW = 1_700_000_000_000;
const HOUR = 3_600_000;

/** The reset tokens' contract: a token is consumed once, atomically, and only before it expires. */
export function describePasswordResetTokensContract(openEmpty: OpenEmptyDatabase): void {
  describe('password reset tokens repository', () => {
    const use = useMigratedDatabase(openEmpty);
    let serial = 0;
    const newTokenFor = async (expiresAt = NOW + HOUR) => {
      const { users, passwordResetTokens } = use().repositories;
      const user = await users.create({
        email: `reset${++serial}@example.com`,
        displayName: `resetter ${serial}`,
        isAnonymous: false,
      });
      const tokenHash = `reset-hash-${serial}`;
      await passwordResetTokens.create({ tokenHash, userId: user.id, createdAt: NOW, expiresAt });
      return { userId: user.id, tokenHash };
    };

    it("consumes a token once, giving its user's id, and never again", async () => {
      const { passwordResetTokens } = use().repositories;
      const { userId, tokenHash } = await newTokenFor();
      expect(await passwordResetTokens.isUsable(tokenHash, NOW)).toBe(true);
      expect(await passwordResetTokens.consume(tokenHash, NOW)).toBe(userId);
      expect(await passwordResetTokens.consume(tokenHash, NOW)).toBeUndefined();
      expect(await passwordResetTokens.isUsable(tokenHash, NOW)).toBe(false);
    });

    it('gives the user id to exactly one of many concurrent consumers', async () => {
      const { passwordResetTokens } = use().repositories;
      const { userId, tokenHash } = await newTokenFor();
      const results = await Promise.all(
        Array.from({ length: 10 }, () => passwordResetTokens.consume(tokenHash, NOW)),
      );
      expect(results.filter((result) => result === userId)).toHaveLength(1);
      expect(results.filter((result) => result === undefined)).toHaveLength(9);
    });

    it('refuses an expired token, even at the very millisecond it expires', async () => {
      const { passwordResetTokens } = use().repositories;
      const { tokenHash } = await newTokenFor(NOW - 1);
      expect(await passwordResetTokens.isUsable(tokenHash, NOW)).toBe(false);
      expect(await passwordResetTokens.consume(tokenHash, NOW)).toBeUndefined();

      const exact = await newTokenFor(NOW);
      expect(await passwordResetTokens.consume(exact.tokenHash, NOW)).toBeUndefined();
    });

    it('refuses an unknown token', async () => {
      expect(await use().repositories.passwordResetTokens.consume('never-issued', NOW)).toBeUndefined();
    });

    it("deletes a user's tokens, and sweeps expired ones", async () => {
      const { passwordResetTokens } = use().repositories;
      const live = await newTokenFor();
      const expired = await newTokenFor(NOW - HOUR);
      expect(await passwordResetTokens.deleteForUser(live.userId)).toBe(1);
      expect(await passwordResetTokens.isUsable(live.tokenHash, NOW)).toBe(false);
      expect(await passwordResetTokens.deleteExpired(NOW)).toBeGreaterThanOrEqual(1);
      // Gone for good: even a clock turned back cannot use it.
      expect(await passwordResetTokens.isUsable(expired.tokenHash, 0)).toBe(false);
    });
  });
}
