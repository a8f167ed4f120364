import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bestOffset, estimateClock, measureClock, resetClock, sampleOffset, serverNow } from './clock';

/** A connection whose server clock runs `ahead` ms ahead, answering each ping after `trips[i]` ms. */
function pingSocket(ahead: number, trips: (number | 'lost')[]) {
  let call = 0;
  return {
    timeout: () => ({
      emitWithAck: async () => {
        const trip = trips[call++] ?? 0;
        if (trip === 'lost') throw new Error('operation has timed out');
        const sentAt = Date.now();
        // The server reads its clock halfway through the trip, as NTP assumes.
        const pong = { serverNow: sentAt + trip / 2 + ahead };
        vi.setSystemTime(sentAt + trip);
        return pong;
      },
    }),
  };
}

describe('the clock offset', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: 1_000_000 });
    resetClock();
  });
  afterEach(() => vi.useRealTimers());

  it('is the server time minus the middle of the round trip', () => {
    expect(sampleOffset({ sentAt: 1000, receivedAt: 1200, serverNow: 6100 })).toBe(5000);
    expect(sampleOffset({ sentAt: 1000, receivedAt: 1000, serverNow: 400 })).toBe(-600);
  });

  it('keeps the sample with the shortest round trip', () => {
    const slow = { sentAt: 0, receivedAt: 900, serverNow: 5000 };
    const fast = { sentAt: 1000, receivedAt: 1040, serverNow: 3020 };
    expect(bestOffset([slow, fast])).toBe(2000);
    expect(bestOffset([])).toBeNull();
  });

  it('measures a server 5 s ahead over a few pings and counts down with it', async () => {
    await expect(measureClock(pingSocket(5000, [300, 40, 120, 80]))).resolves.toBe(5000);
    expect(serverNow() - Date.now()).toBe(5000);
  });

  it('skips pings that get no answer, and keeps the old offset when none answers', async () => {
    await expect(measureClock(pingSocket(-2000, ['lost', 60, 'lost', 'lost']))).resolves.toBe(-2000);
    await expect(measureClock(pingSocket(9000, ['lost', 'lost', 'lost', 'lost']))).resolves.toBeNull();
    expect(serverNow() - Date.now()).toBe(-2000);
  });

  it('takes a first guess from a view until the pings have measured better', async () => {
    estimateClock(Date.now() + 7000);
    expect(serverNow() - Date.now()).toBe(7000);
    await measureClock(pingSocket(3000, [50]), 1);
    estimateClock(Date.now() + 7000);
    expect(serverNow() - Date.now()).toBe(3000);
  });
});
