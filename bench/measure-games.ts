import { machineCpus } from './core-pinning.ts';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { watchLoad, type LoadSummary } from './machine-load.ts';
import { histogramDistribution, type Distribution, type Metrics } from './metrics.ts';
import type { NodeReadings } from './node-readings.ts';
import type { PlayedRoom } from './play-rooms.ts';
import { recordTimeline, type TimelinePoint } from './timeline.ts';

export interface GamesMeasurement<Played = PlayedRoom[]> {
  played: Played;
  /** CPU seconds the server and the bench used while the games ran, and the games' wall time. */
  cpu: {
    serverSeconds: number | undefined;
    /** The same per node (one entry on a single server). */
    serverSecondsPerNode: (number | undefined)[];
    benchSeconds: number;
    wallSeconds: number;
  };
  /** How late the bench's own event loop ran: when it is busy, its latencies are late too. */
  benchLoopDelay: Distribution;
  machineLoad: LoadSummary;
  timeline: TimelinePoint[];
}

/**
 * Runs `play` while watching what else could explain its figures: the CPU the server's nodes and
 * the bench used (in total and second by second), the bench's event-loop delay and the machine's load.
 */
export async function measureGames<Played = PlayedRoom[]>(
  metrics: Metrics,
  nodes: NodeReadings | undefined,
  play: () => Promise<Played>,
  { botThreads = false } = {},
): Promise<GamesMeasurement<Played>> {
  const loopDelay = monitorEventLoopDelay({ resolution: 10 });
  loopDelay.enable();
  const load = watchLoad(machineCpus());
  const timeline = recordTimeline(metrics, nodes, { botThreads });
  const perNodeBefore = nodes?.cpuSecondsPerNode() ?? [];
  const serverBefore = nodes?.cpuSeconds();
  const benchBefore = process.cpuUsage();
  const began = Date.now();
  try {
    const played = await play();
    const serverAfter = nodes?.cpuSeconds();
    const perNodeAfter = nodes?.cpuSecondsPerNode() ?? [];
    const bench = process.cpuUsage(benchBefore);
    return {
      played,
      cpu: {
        serverSeconds:
          serverBefore === undefined || serverAfter === undefined ? undefined : serverAfter - serverBefore,
        serverSecondsPerNode: perNodeAfter.map((after, index) => {
          const before = perNodeBefore[index];
          return after === undefined || before === undefined ? undefined : after - before;
        }),
        benchSeconds: (bench.user + bench.system) / 1e6,
        wallSeconds: (Date.now() - began) / 1000,
      },
      benchLoopDelay: histogramDistribution(loopDelay),
      machineLoad: load.stop(),
      timeline: timeline.stop(),
    };
  } finally {
    loopDelay.disable();
  }
}
