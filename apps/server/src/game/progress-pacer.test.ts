import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createProgressPacer } from './progress-pacer.ts';

describe('the progress pacer', () => {
  let sent: string[];
  beforeEach(() => {
    vi.useFakeTimers();
    sent = [];
  });
  afterEach(() => vi.useRealTimers());

  /** Exact pauses (the middle of the spread) unless `random` says otherwise. */
  const pacerOf = (everyMs: number | (() => number), random: () => number = () => 0.5) =>
    createProgressPacer<string>(
      everyMs,
      (roomId, latest) => sent.push(`${roomId}: ${latest} (latest)`),
      random,
    );
  const offer = (pacer: ReturnType<typeof pacerOf>, roomId: string, value: string) =>
    pacer.offer(roomId, value, () => sent.push(`${roomId}: ${value} (at once)`));
  /** `message` goes out exactly `ms` from now: not a millisecond sooner. */
  const expectSentAfter = (ms: number, message: string) => {
    const before = sent.length;
    vi.advanceTimersByTime(ms - 1);
    expect(sent).toHaveLength(before);
    vi.advanceTimersByTime(1);
    expect(sent.at(-1)).toBe(message);
  };

  it('sends the first at once and folds what moves during the pause into one message, the latest', () => {
    const pacer = pacerOf(1000);
    offer(pacer, 'r1', 'one');
    offer(pacer, 'r1', 'two');
    offer(pacer, 'r1', 'three');
    expect(sent).toEqual(['r1: one (at once)']);

    vi.advanceTimersByTime(1000);
    expect(sent).toEqual(['r1: one (at once)', 'r1: three (latest)']);
    // That message starts a pause of its own.
    offer(pacer, 'r1', 'four');
    expectSentAfter(1000, 'r1: four (latest)');
  });

  it('paces each room on its own', () => {
    const pacer = pacerOf(1000);
    offer(pacer, 'r1', 'one');
    offer(pacer, 'r2', 'uno');
    expect(sent).toEqual(['r1: one (at once)', 'r2: uno (at once)']);
  });

  it('sends at once again after a quiet pause', () => {
    const pacer = pacerOf(1000);
    offer(pacer, 'r1', 'one');
    vi.advanceTimersByTime(1000);
    offer(pacer, 'r1', 'two');
    expect(sent).toEqual(['r1: one (at once)', 'r1: two (at once)']);
  });

  it('sends nothing that waited once a whole view carried it, nor after it stopped', () => {
    const pacer = pacerOf(1000);
    offer(pacer, 'r1', 'one');
    offer(pacer, 'r1', 'two');
    pacer.drop('r1');
    vi.advanceTimersByTime(1000);
    offer(pacer, 'r2', 'uno');
    offer(pacer, 'r2', 'dos');
    pacer.stop();
    vi.advanceTimersByTime(5000);
    expect(sent).toEqual(['r1: one (at once)', 'r2: uno (at once)']);
  });

  it('asks for the pause as each one starts, so a busy node pauses longer from its next pause on', () => {
    let pauseMs = 1000;
    const pacer = pacerOf(() => pauseMs);
    offer(pacer, 'r1', 'one');
    pauseMs = 3000;
    offer(pacer, 'r1', 'two');
    // The pause that had started keeps its length…
    vi.advanceTimersByTime(1000);
    expect(sent).toEqual(['r1: one (at once)', 'r1: two (latest)']);
    // …and the next one is the longer one.
    offer(pacer, 'r1', 'three');
    expectSentAfter(3000, 'r1: three (latest)');
    // Calm again: the pause that message started is still the long one, the one after it is short.
    pauseMs = 1000;
    offer(pacer, 'r1', 'four');
    expectSentAfter(3000, 'r1: four (latest)');
    offer(pacer, 'r1', 'five');
    expectSentAfter(1000, 'r1: five (latest)');
  });

  it('draws each pause within an eighth of the length asked, anew for every pause', () => {
    const draws = [0, 0.999, 0.5];
    const pacer = pacerOf(1000, () => draws.shift() ?? 0.5);
    offer(pacer, 'r1', 'one');
    offer(pacer, 'r1', 'two');
    expectSentAfter(875, 'r1: two (latest)');
    offer(pacer, 'r1', 'three');
    expectSentAfter(1125, 'r1: three (latest)');
    offer(pacer, 'r1', 'four');
    expectSentAfter(1000, 'r1: four (latest)');
  });

  it('scatters rooms whose pauses ended in the same moment, so their messages stop coming in one burst', () => {
    const rooms = Array.from({ length: 200 }, (_, index) => `r${index}`);
    // Every room's first pause is exactly 3 s and ends in the same tick, as pauses do that fell due
    // while the event loop was held up; the pauses after those are drawn.
    let draws = 0;
    const pacer = pacerOf(3000, () => (draws++ < rooms.length ? 0.5 : Math.random()));
    for (const roomId of rooms) offer(pacer, roomId, 'typed');
    for (const roomId of rooms) offer(pacer, roomId, 'more');
    vi.advanceTimersByTime(3000);
    for (const roomId of rooms) offer(pacer, roomId, 'again');
    sent = [];
    const perMillisecond = new Map<number, number>();
    for (let ms = 0; ms < 3400; ms += 1) {
      vi.advanceTimersByTime(1);
      if (sent.length > 0) perMillisecond.set(ms, sent.length);
      sent = [];
    }
    const busiest = Math.max(...perMillisecond.values());
    // 200 rooms over 750 ms: one every few milliseconds; all in one tick would be 200.
    expect(busiest).toBeLessThan(20);
    expect([...perMillisecond.values()].reduce((sum, count) => sum + count, 0)).toBe(rooms.length);
    expect(Math.min(...perMillisecond.keys())).toBeGreaterThanOrEqual(2624);
    expect(Math.max(...perMillisecond.keys())).toBeLessThan(3375);
  });

  it('sends every message when the pause is 0', () => {
    const pacer = pacerOf(0);
    offer(pacer, 'r1', 'one');
    offer(pacer, 'r1', 'two');
    expect(sent).toEqual(['r1: one (at once)', 'r1: two (at once)']);
  });
});
