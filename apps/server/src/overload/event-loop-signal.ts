import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import type { LoadSignal } from './load-gauge.ts';
import { processCpuMeter } from './process-cpu.ts';

/** How often the histogram looks at the loop; its idle reading is about this much. */
const RESOLUTION_MS = 20;

/** The real event loop and process as a load signal, until `stop()`; the players come from the node's tally. */
export interface EventLoopSignal extends Omit<LoadSignal, 'playersInGames'> {
  stop(): void;
}

/**
 * The event loop's delay as Node measures it (`monitorEventLoopDelay`): the 99th percentile of the
 * window since the last read, less the histogram's own resolution, so an idle loop reads about 0. A
 * loop busy with more work than it can do runs every timer late: the players' intents wait the same.
 * The share of the time the loop was busy (`eventLoopUtilization`), which nears 1 before the delay grows.
 * And the process's CPU per second (`process.cpuUsage`): both the delay and the busy share also grow
 * when other programs hold the cores, the CPU time only with the node's own work (decision 048).
 */
export function eventLoopSignal(): EventLoopSignal {
  const histogram = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  histogram.enable();
  let lastUtilization = performance.eventLoopUtilization();
  return {
    busyShare() {
      const now = performance.eventLoopUtilization();
      const share = performance.eventLoopUtilization(now, lastUtilization).utilization;
      lastUtilization = now;
      return share;
    },
    cpuShare: processCpuMeter(),
    delayMs() {
      const p99 = histogram.percentile(99) / 1e6;
      histogram.reset();
      return Math.max(0, p99 - RESOLUTION_MS);
    },
    stop() {
      histogram.disable();
    },
  };
}
