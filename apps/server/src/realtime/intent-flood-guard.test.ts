import { describe, expect, it } from 'vitest';
import { createTestClock } from '../testing/test-clock.ts';
import { createFloodGuard, type FloodVerdict } from './intent-flood-guard.ts';

const LIMITS = { rate: { perSecond: 20, burst: 40 }, abuse: { refusals: 100, windowMs: 10_000 } };

describe('intent flood guard', () => {
  const verdicts = (guard: { admit(): FloodVerdict }, times: number) =>
    Array.from({ length: times }, () => guard.admit());

  it('accepts the burst, refuses what follows, and disconnects at the hundredth refusal', () => {
    const guard = createFloodGuard(LIMITS, createTestClock().now);
    const seen = verdicts(guard, 140);
    expect(seen.slice(0, 40).every((verdict) => verdict === 'accept')).toBe(true);
    expect(seen.slice(40, 139).every((verdict) => verdict === 'refuse')).toBe(true);
    expect(seen[139]).toBe('disconnect');
  });

  it('forgets refusals of an earlier window: a client that slows down is never disconnected', () => {
    const clock = createTestClock();
    const guard = createFloodGuard(LIMITS, clock.now);
    for (let window = 0; window < 5; window += 1) {
      // 40 accepted after each pause, then 99 refusals: one short of the limit, every time.
      const seen = verdicts(guard, 139);
      expect(seen.filter((verdict) => verdict === 'refuse')).toHaveLength(99);
      expect(seen).not.toContain('disconnect');
      clock.advance(10_000);
    }
  });
});
