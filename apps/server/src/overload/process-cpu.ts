import { performance } from 'node:perf_hooks';

/** Where the meter reads the process's CPU time and the wall clock; tests pass their own. */
export interface CpuClock {
  /** CPU time used so far, in microseconds, as `process.cpuUsage()` counts it. */
  cpuUsage(): { readonly user: number; readonly system: number };
  /** Wall time in milliseconds, from any origin. */
  now(): number;
}

const processClock: CpuClock = { cpuUsage: () => process.cpuUsage(), now: () => performance.now() };

/**
 * A meter of the CPU this process used since the last read, per wall second (1: one core's worth, more
 * with busy threads). Unlike the loop's busy share it does not grow while the process waits for a core
 * other programs hold: it is the node's own work.
 */
export function processCpuMeter(clock: CpuClock = processClock): () => number {
  let last = clock.cpuUsage();
  let lastAt = clock.now();
  return () => {
    const usage = clock.cpuUsage();
    const at = clock.now();
    const cpuMs = (usage.user - last.user + usage.system - last.system) / 1000;
    const wallMs = at - lastAt;
    last = usage;
    lastAt = at;
    return wallMs > 0 ? cpuMs / wallMs : 0;
  };
}
