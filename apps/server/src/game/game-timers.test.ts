import { afterEach, describe, expect, it } from 'vitest';
import { createTestClock } from '../testing/test-clock.ts';
import { createGameTimers, type GameTimers } from './game-timers.ts';

describe('game timers', () => {
  const clock = createTestClock();
  let timers: GameTimers | undefined;
  afterEach(() => timers?.stop());

  /** Timers whose due rooms are reported through the returned promise's list, in order. */
  const start = () => {
    const due: { roomId: string; deadline: number }[] = [];
    let notify = () => {};
    timers = createGameTimers({
      now: clock.now,
      onDue: (roomId, deadline) => {
        due.push({ roomId, deadline });
        notify();
      },
    });
    const nextDue = () => new Promise<void>((resolve) => (notify = resolve));
    return { timers, due, nextDue };
  };

  it('reports a room whose deadline has passed with the deadline it was set for', async () => {
    const { timers, due, nextDue } = start();
    const fired = nextDue();
    timers.schedule('room-a', clock.now() - 5_000);
    await fired;
    expect(due).toEqual([{ roomId: 'room-a', deadline: clock.now() - 5_000 }]);
    expect(timers.size()).toBe(0);
  });

  it('keeps one timer per room, the latest deadline replacing the one before', async () => {
    const { timers, due, nextDue } = start();
    timers.schedule('room-a', clock.now() + 3_600_000);
    timers.schedule('room-b', clock.now() + 3_600_000);
    expect(timers.size()).toBe(2);

    const fired = nextDue();
    timers.schedule('room-a', clock.now());
    await fired;
    expect(due).toEqual([{ roomId: 'room-a', deadline: clock.now() }]);
    expect(timers.size()).toBe(1);
  });

  it("clears a room's timer when it has no deadline any more", () => {
    const { timers } = start();
    timers.schedule('room-a', clock.now() + 60_000);
    timers.schedule('room-a', null);
    expect(timers.size()).toBe(0);
  });

  it('clears every timer at stop and sets none afterwards', () => {
    const { timers } = start();
    timers.schedule('room-a', clock.now() + 60_000);
    timers.schedule('room-b', clock.now() + 60_000);
    timers.stop();
    timers.schedule('room-c', clock.now() + 60_000);
    expect(timers.size()).toBe(0);
  });
});
