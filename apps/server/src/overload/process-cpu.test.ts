import { describe, expect, it } from 'vitest';
import { processCpuMeter, type CpuClock } from './process-cpu.ts';

/** A clock a test moves by hand: CPU microseconds and wall milliseconds. */
function handClock() {
  let user = 0;
  let system = 0;
  let wall = 0;
  const clock: CpuClock = { cpuUsage: () => ({ user, system }), now: () => wall };
  const pass = (wallMs: number, userMs: number, systemMs = 0) => {
    wall += wallMs;
    user += userMs * 1000;
    system += systemMs * 1000;
  };
  return { clock, pass };
}

describe('the process CPU meter', () => {
  it('reads user and system time since the last read per wall second', () => {
    const { clock, pass } = handClock();
    const read = processCpuMeter(clock);
    pass(500, 200, 50);
    expect(read()).toBeCloseTo(0.5);
    pass(1000, 30);
    expect(read()).toBeCloseTo(0.03);
  });

  it('reads more than one core when several threads computed', () => {
    const { clock, pass } = handClock();
    const read = processCpuMeter(clock);
    pass(500, 700, 100);
    expect(read()).toBeCloseTo(1.6);
  });

  it('reads nothing over a window of no wall time', () => {
    const { clock } = handClock();
    expect(processCpuMeter(clock)()).toBe(0);
  });

  it('reads the real process without a clock of its own', () => {
    const read = processCpuMeter();
    expect(read()).toBeGreaterThanOrEqual(0);
  });
});
