import { describe, expect, it } from 'vitest';
import { useMigratedDatabase, type OpenEmptyDatabase } from './migrated-database.ts';

const MINUTE = 60_000;

/** The rate limit counters' contract: atomic counting per key and window, and cheap expiry. */
export function describeRateLimitContract(openEmpty: OpenEmptyDatabase): void {
  describe('rate limit counters repository', () => {
    const use = useMigratedDatabase(openEmpty);

    it('counts hits per key and per window', async () => {
      const { rateLimits } = use().repositories;
      expect(await rateLimits.count('ip:a', 0)).toBe(0);
      expect(await rateLimits.hit('ip:a', 0)).toBe(1);
      expect(await rateLimits.hit('ip:a', 0)).toBe(2);
      expect(await rateLimits.hit('ip:b', 0)).toBe(1);
      expect(await rateLimits.hit('ip:a', MINUTE)).toBe(1);
      expect(await rateLimits.count('ip:a', 0)).toBe(2);
    });

    it('counts every one of many concurrent hits exactly once', async () => {
      const { rateLimits } = use().repositories;
      const counts = await Promise.all(Array.from({ length: 20 }, () => rateLimits.hit('burst', 0)));
      expect([...counts].sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, index) => index + 1));
      expect(await rateLimits.count('burst', 0)).toBe(20);
    });

    it('takes a hit back, never below zero, and only in its own window', async () => {
      const { rateLimits } = use().repositories;
      await rateLimits.hit('reserved', 0);
      await rateLimits.hit('reserved', MINUTE);
      await Promise.all([rateLimits.takeBack('reserved', 0), rateLimits.takeBack('reserved', 0)]);
      await rateLimits.takeBack('never-hit', 0);
      expect(await rateLimits.count('reserved', 0)).toBe(0);
      expect(await rateLimits.count('reserved', MINUTE)).toBe(1);
      expect(await rateLimits.count('never-hit', 0)).toBe(0);
    });

    it('deletes windows that started before a time and keeps later ones', async () => {
      const { rateLimits } = use().repositories;
      await rateLimits.hit('aging', 10 * MINUTE);
      await rateLimits.hit('aging', 20 * MINUTE);
      expect(await rateLimits.deleteWindowsBefore(20 * MINUTE)).toBeGreaterThanOrEqual(1);
      expect(await rateLimits.count('aging', 10 * MINUTE)).toBe(0);
      expect(await rateLimits.count('aging', 20 * MINUTE)).toBe(1);
    });
  });
}
