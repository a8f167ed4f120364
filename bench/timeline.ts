import type { Metrics } from './metrics.ts';
import type { NodeReadings } from './node-readings.ts';
import { readOwnThreadsSchedstat, readSchedstat } from './rss-sampler.ts';

/** One second of the games: how busy the server and the bench were and how the acks went. */
export interface TimelinePoint {
  /** Seconds since the games began. */
  t: number;
  /** CPU use of the server process and of the bench, in % of one core. */
  serverCpu: number | undefined;
  benchCpu: number;
  /**
   * ms of the second each main thread ran, and ms it was ready to run but had no CPU (taken by other
   * programs, or by the other of server and bench): waiting means latency that is not the server's.
   */
  serverRunMs: number | undefined;
  serverWaitMs: number | undefined;
  benchRunMs: number | undefined;
  benchWaitMs: number | undefined;
  rssMb: number | undefined;
  acks: number;
  ackMeanMs: number;
  ackMaxMs: number;
}

const round = (value: number) => Math.round(value * 10) / 10;

/**
 * Records a point every second while the games run, so a report can show whether latency grew with
 * a saturated server (CPU near 100 % of its one thread) or with something else.
 */
export function recordTimeline(
  metrics: Metrics,
  nodes: NodeReadings | undefined,
  { everyMs = 1000, botThreads = false } = {},
) {
  // With bot workers the bots run on threads of their own: the bench's time is all its threads'.
  const benchSchedstat = () => (botThreads ? readOwnThreadsSchedstat() : readSchedstat('self'));
  const points: TimelinePoint[] = [];
  const began = Date.now();
  let lastAt = began;
  let lastServer = nodes?.cpuSeconds();
  let lastBench = process.cpuUsage();
  let lastServerSched = nodes?.schedstat();
  let lastBenchSched = benchSchedstat();
  metrics.takeWindow();
  const delta = (
    now: { runNs: number; waitNs: number } | undefined,
    before: { runNs: number; waitNs: number } | undefined,
  ) =>
    now === undefined || before === undefined
      ? { run: undefined, wait: undefined }
      : {
          run: Math.round((now.runNs - before.runNs) / 1e6),
          wait: Math.round((now.waitNs - before.waitNs) / 1e6),
        };
  const take = () => {
    const now = Date.now();
    const seconds = Math.max(0.001, (now - lastAt) / 1000);
    const server = nodes?.cpuSeconds();
    const bench = process.cpuUsage(lastBench);
    const window = metrics.takeWindow();
    const serverSched = nodes?.schedstat();
    const benchSched = benchSchedstat();
    const serverSlice = delta(serverSched, lastServerSched);
    const benchSlice = delta(benchSched, lastBenchSched);
    points.push({
      t: round((now - began) / 1000),
      serverCpu:
        server === undefined || lastServer === undefined
          ? undefined
          : Math.round(((server - lastServer) / seconds) * 100),
      benchCpu: Math.round(((bench.user + bench.system) / 1e6 / seconds) * 100),
      serverRunMs: serverSlice.run,
      serverWaitMs: serverSlice.wait,
      benchRunMs: benchSlice.run,
      benchWaitMs: benchSlice.wait,
      rssMb: nodes === undefined ? undefined : round((nodes.rssKb() ?? 0) / 1024),
      acks: window.acks,
      ackMeanMs: round(window.meanMs),
      ackMaxMs: round(window.maxMs),
    });
    lastAt = now;
    lastServer = server;
    lastBench = process.cpuUsage();
    lastServerSched = serverSched;
    lastBenchSched = benchSched;
  };
  const timer = setInterval(take, everyMs);
  timer.unref();
  return {
    stop(): TimelinePoint[] {
      clearInterval(timer);
      take();
      return points;
    },
  };
}

/** Seconds in which the server used at least `percent` % of a core, and the busiest second's acks. */
export function summarizeTimeline(points: readonly TimelinePoint[], percent = 90) {
  const busy = points.filter((point) => (point.serverCpu ?? 0) >= percent).length;
  const peakAcks = points.reduce((max, point) => Math.max(max, point.acks), 0);
  const worstMean = points.reduce((max, point) => Math.max(max, point.ackMeanMs), 0);
  // Of the time a main thread wanted a CPU, the share it waited for one.
  const waitShare = (run: (point: TimelinePoint) => number | undefined, wait: typeof run) => {
    const ran = points.reduce((sum, point) => sum + (run(point) ?? 0), 0);
    const waited = points.reduce((sum, point) => sum + (wait(point) ?? 0), 0);
    return ran + waited === 0 ? 0 : Math.round((waited / (ran + waited)) * 100);
  };
  const serverStarvedPercent = waitShare(
    (point) => point.serverRunMs,
    (point) => point.serverWaitMs,
  );
  const benchStarvedPercent = waitShare(
    (point) => point.benchRunMs,
    (point) => point.benchWaitMs,
  );
  const acks = points.reduce((sum, point) => sum + point.acks, 0);
  const serverRunMs = points.reduce((sum, point) => sum + (point.serverRunMs ?? 0), 0);
  return {
    seconds: points.length,
    /**
     * Server main-thread CPU per ack (fan-out to the room included): unlike latency this hardly
     * depends on what else runs, so it estimates capacity: 1000 / it intents a second on one core.
     */
    serverCpuMsPerAck: acks === 0 ? 0 : Math.round((serverRunMs / acks) * 100) / 100,
    meanAcksPerSecond: points.length === 0 ? 0 : Math.round(acks / points.length),
    serverBusySeconds: busy,
    busyPercent: percent,
    peakAcksPerSecond: peakAcks,
    worstSecondMeanAckMs: worstMean,
    serverStarvedPercent,
    benchStarvedPercent,
  };
}
