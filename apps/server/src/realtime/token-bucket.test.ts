import { describe, expect, it } from 'vitest';
import { createTestClock } from '../testing/test-clock.ts';
import { createTokenBucket } from './token-bucket.ts';

const LIMITS = { perSecond: 20, burst: 40 };

describe('token bucket', () => {
  const takeAll = (bucket: { take(): boolean }, times: number) =>
    Array.from({ length: times }, () => bucket.take()).filter(Boolean).length;

  it('admits a whole burst at once and nothing beyond it', () => {
    const clock = createTestClock();
    const bucket = createTokenBucket(LIMITS, clock.now);
    expect(takeAll(bucket, 100)).toBe(40);
    expect(bucket.take()).toBe(false);
  });

  it('refills at the rate: one token every 50 ms at 20 per second', () => {
    const clock = createTestClock();
    const bucket = createTokenBucket(LIMITS, clock.now);
    takeAll(bucket, 40);
    clock.advance(49);
    expect(bucket.take()).toBe(false);
    clock.advance(1);
    expect(bucket.take()).toBe(true);
    expect(bucket.take()).toBe(false);
    clock.advance(1000);
    expect(takeAll(bucket, 100)).toBe(20);
  });

  it('never holds more than the burst, however long it rested', () => {
    const clock = createTestClock();
    const bucket = createTokenBucket(LIMITS, clock.now);
    clock.advance(60 * 60_000);
    expect(takeAll(bucket, 100)).toBe(40);
  });

  it('lets a steady typist through: a draft every 100 ms for a minute is never refused', () => {
    const clock = createTestClock();
    const bucket = createTokenBucket(LIMITS, clock.now);
    for (let draft = 0; draft < 600; draft += 1) {
      expect(bucket.take()).toBe(true);
      clock.advance(100);
    }
  });
});
