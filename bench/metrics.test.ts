import { describe, expect, it } from 'vitest';
import { Metrics } from './metrics.ts';
import { worstDelay } from './worst-delay.ts';

describe("a worker thread's metrics", () => {
  it('add up on the main thread as if its bots had recorded them there', () => {
    const main = new Metrics();
    main.recordAck('game:done', 4);
    main.recordError('bot stalled', 'one');
    const worker = new Metrics();
    worker.recordAck('game:done', 6);
    worker.recordAck('game:save-answer', 2);
    worker.recordError('bot stalled', 'two');
    worker.roundEndFanOut.push(12);
    worker.fanOutByRound.set('round end round 1', [12]);
    worker.gamesFinished = 3;
    main.recordReceived('game:progress');
    worker.recordReceived('game:progress');
    worker.recordReceived('game:state');
    worker.refusedStarts.rooms = 1;
    worker.refusedStarts.players = 6;
    worker.refusedStarts.retryAfter.push('60');
    worker.refusedStarts.startRetries = 3;
    worker.refusedStarts.startedLate = 2;

    main.absorb(structuredClone(worker.snapshot()));

    expect(main.acks.get('game:done')).toEqual([4, 6]);
    expect(main.acks.get('game:save-answer')).toEqual([2]);
    expect(main.errors.get('bot stalled')).toBe(2);
    expect(main.errorSamples).toEqual(['bot stalled: one', 'bot stalled: two']);
    expect(main.roundEndFanOut).toEqual([12]);
    expect(main.fanOutByRound.get('round end round 1')).toEqual([12]);
    expect(main.gamesFinished).toBe(3);
    expect(main.refusedStarts).toEqual({
      rooms: 1,
      players: 6,
      retryAfter: ['60'],
      startRetries: 3,
      startedLate: 2,
    });
    expect([...main.received]).toEqual([
      ['game:progress', 2],
      ['game:state', 1],
    ]);
  });

  it("count a worker's acks in the main thread's current second", () => {
    const main = new Metrics();
    main.recordAck('clock:ping', 1);
    const worker = new Metrics();
    worker.recordAck('game:done', 3);
    worker.recordAck('game:done', 9);
    main.addWindow(worker.takeRawWindow());
    expect(main.takeWindow()).toEqual({ acks: 3, meanMs: 13 / 3, maxMs: 9 });
    expect(worker.takeRawWindow()).toEqual({ acks: 0, sumMs: 0, maxMs: 0 });
  });
});

describe('worstDelay', () => {
  it('is the event-loop delay with the highest p99', () => {
    const delay = (p99: number) => ({ count: 1, p50: 1, p95: 1, p99, max: p99, mean: 1 });
    expect(worstDelay([delay(10), delay(30), delay(20)]).p99).toBe(30);
  });
});
