import { machineCpus } from './core-pinning.ts';
import { distribution, type Distribution, type Metrics } from './metrics.ts';
import type { DatabaseSize } from './database-size.ts';
import type { DurabilityCount } from './durability.ts';
import type { HealthFigures } from './health-figures.ts';
import { summarizeKill } from './kill-figures.ts';
import type { GamesMeasurement } from './measure-games.ts';
import type { LoadSummary } from './machine-load.ts';
import type { BenchOptions } from './options.ts';
import type { RssSummary } from './rss-sampler.ts';
import type { FloorResult } from './transport-floor/measure-floor.ts';
import { summarizeTimeline, type TimelinePoint } from './timeline.ts';

/** The targets the bench must meet (bench/README.md). */
export const TARGETS = {
  ackP99Ms: 50,
  fanOutP99Ms: 100,
  rssPerPlayerKb: 30,
  /**
   * The server's main-thread CPU per acknowledged intent (all nodes summed), at most this many times the
   * transport's floor measured in the same sitting (FLOOR=1): machines differ by 3×, the ratio does not.
   */
  cpuPerAckOverFloor: 1.5,
  reconnectP95Ms: 3000,
} as const;

export interface RunFacts {
  options: BenchOptions;
  commandLine: string;
  /** Where the nodes and the bots ran (core-pinning.ts), in words. */
  pinning: string;
  /** The transport's floor of this sitting; undefined with FLOOR=0 (or by default with URL or NODES). */
  floor: FloorResult | undefined;
  server: { url: string; startedByBench: boolean; nodes: number; database: string };
  /** Each live node's /api/health admission figures after the games. */
  health: HealthFigures[];
  timesMs: Record<string, number>;
  rss: RssSummary | undefined;
  /** CPU seconds the server and the bench used while the games ran, and the games' wall time. */
  cpu: GamesMeasurement['cpu'];
  benchLoopDelay: Distribution;
  machineLoad: LoadSummary;
  timeline: TimelinePoint[];
  durability: DurabilityCount;
  afterRestart: DurabilityCount | undefined;
  /** The SQLite file in the server's DATA_DIR before the run and after the server stopped; none on PostgreSQL or by URL. */
  database: { before: DatabaseSize; after: DatabaseSize } | undefined;
  serverProblems: readonly string[];
}

const round1 = (value: number) => Math.round(value * 10) / 10;

function rounded(dist: Distribution): Distribution {
  const { count, p50, p95, p99, max, mean } = dist;
  return {
    count,
    p50: round1(p50),
    p95: round1(p95),
    p99: round1(p99),
    max: round1(max),
    mean: round1(mean),
  };
}

function target(name: string, goal: string, actual: string, met: boolean) {
  return { name, goal, actual, met };
}

/** Everything measured, as written to bench/results/latest.json. */
export function buildReport(metrics: Metrics, facts: RunFacts) {
  const intents = [...metrics.acksOf('lobby:'), ...metrics.acksOf('game:')];
  const overall = rounded(distribution(intents));
  const byIntent = Object.fromEntries(
    [...metrics.acks]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([name, values]) => [name, rounded(distribution(values))]),
  );
  const roundEnd = rounded(distribution(metrics.roundEndFanOut));
  const refusedStarts = metrics.refusedStarts;
  // Players of rooms a full server refused never loaded it: the per-player figures leave them out.
  const players = facts.options.rooms * facts.options.players - refusedStarts.players;
  const startedRooms = facts.options.rooms - refusedStarts.rooms;
  const rss = facts.rss;
  const perPlayerKb = rss === undefined ? undefined : round1((rss.peakKb - rss.baselineKb) / players);
  const errors = metrics.errorCount();
  const load = summarizeTimeline(facts.timeline);
  const cpuMsPerAck = load.serverCpuMsPerAck;
  const cpuOverFloor =
    facts.floor === undefined || facts.floor.msPerAck === 0
      ? undefined
      : Math.round((cpuMsPerAck / facts.floor.msPerAck) * 100) / 100;
  const { durability, afterRestart } = facts;
  // After a restart every bot's answers are read back from the server, also those of bots that stalled.
  const duplicated = durability.duplicated + (afterRestart?.duplicated ?? 0);
  const kill = facts.options.killNode ? summarizeKill(metrics.kill) : undefined;
  const durable =
    duplicated === 0 &&
    (afterRestart === undefined
      ? durability.checked > 0 && durability.found === durability.checked && durability.unverified === 0
      : afterRestart.checked > 0 &&
        afterRestart.found === afterRestart.checked &&
        durability.found === durability.checked);
  return {
    finishedAt: new Date().toISOString(),
    commandLine: facts.commandLine,
    options: facts.options,
    machine: {
      cpus: machineCpus(),
      node: process.version,
      load: facts.machineLoad,
      pinning: facts.pinning,
    },
    floor: facts.floor,
    cpuOverFloor,
    server: facts.server,
    timesMs: facts.timesMs,
    nodes: facts.server.nodes,
    games: {
      rooms: facts.options.rooms,
      started: startedRooms,
      finished: metrics.gamesFinished,
      roundsScored: metrics.roundsPlayed,
    },
    acks: { overall, game: rounded(distribution(metrics.acksOf('game:'))), byIntent },
    fanOut: {
      roundEnd,
      roundEndPerPlayer: rounded(distribution(metrics.roundEndPerPlayer)),
      answeringOpen: rounded(distribution(metrics.answeringOpenFanOut)),
      byRound: Object.fromEntries(
        [...metrics.fanOutByRound]
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([name, values]) => [name, rounded(distribution(values))]),
      ),
      clockOffset: rounded(distribution(metrics.clockOffsets.map(Math.abs))),
    },
    rss: rss === undefined ? undefined : { ...rss, players, perPlayerKb },
    cpu: facts.cpu,
    refusedStarts,
    health: facts.health,
    kill,
    benchLoopDelay: rounded(facts.benchLoopDelay),
    load,
    timeline: facts.timeline,
    errors: { total: errors, byKind: Object.fromEntries(metrics.errors), samples: metrics.errorSamples },
    received: receivedPerAck(metrics.received, intents.length),
    durability: { ...durability, afterRestart },
    database: facts.database,
    serverProblems: facts.serverProblems.slice(0, 20),
    targets: [
      target(
        'intent ack p99',
        `≤ ${TARGETS.ackP99Ms} ms`,
        `${overall.p99} ms`,
        overall.count > 0 && overall.p99 <= TARGETS.ackP99Ms,
      ),
      target(
        'round-end fan-out p99',
        `≤ ${TARGETS.fanOutP99Ms} ms`,
        `${roundEnd.p99} ms`,
        roundEnd.count > 0 && roundEnd.p99 <= TARGETS.fanOutP99Ms,
      ),
      target(
        'RSS per player',
        `≤ ${TARGETS.rssPerPlayerKb} KB`,
        `${perPlayerKb ?? '—'} KB`,
        perPlayerKb !== undefined && perPlayerKb <= TARGETS.rssPerPlayerKb,
      ),
      ...(facts.floor === undefined || cpuOverFloor === undefined
        ? []
        : [
            target(
              'CPU per ack',
              `≤ ${TARGETS.cpuPerAckOverFloor} × the floor (${facts.floor.msPerAck} ms)`,
              `${cpuMsPerAck} ms, ${cpuOverFloor} ×`,
              overall.count > 0 && cpuOverFloor <= TARGETS.cpuPerAckOverFloor,
            ),
          ]),
      target('errors', '0', String(errors), errors === 0),
      target(
        'answers durable',
        'all, once',
        `${durability.found}/${durability.checked}${afterRestart ? `, after restart ${afterRestart.found}/${afterRestart.checked}` : ''}${duplicated > 0 ? `, ${duplicated} duplicated` : ''}`,
        durable,
      ),
      ...(kill === undefined ? [] : killTargets(kill, metrics.gamesFinished, startedRooms)),
    ],
  };
}

/** Messages the bots received per event, and per acknowledged intent (the socket writes an intent costs). */
function receivedPerAck(received: ReadonlyMap<string, number>, acks: number) {
  const perAck = (count: number) => (acks === 0 ? 0 : Math.round((count / acks) * 100) / 100);
  const total = [...received.values()].reduce((sum, count) => sum + count, 0);
  return {
    total,
    perAck: perAck(total),
    byEvent: Object.fromEntries(
      [...received]
        .sort(([, a], [, b]) => b - a)
        .map(([event, count]) => [event, { count, perAck: perAck(count) }]),
    ),
  };
}

/** KILL_NODE: the node died, the bots were back soon, no deadline moved and every game ended. */
function killTargets(kill: ReturnType<typeof summarizeKill>, finished: number, started: number) {
  return [
    target(
      'reconnect p95',
      `≤ ${TARGETS.reconnectP95Ms / 1000} s`,
      kill.killed ? `${kill.reconnectP95Ms} ms (${kill.reconnects} reconnects)` : 'no node was killed',
      kill.killed && kill.reconnects > 0 && kill.reconnectP95Ms <= TARGETS.reconnectP95Ms,
    ),
    target(
      'deadlines kept',
      'none moved',
      `${kill.deadlinesMoved.length} of ${kill.roundsCompared} moved`,
      kill.deadlinesMoved.length === 0,
    ),
    target('games completed', `${started}`, `${finished}`, finished === started),
  ];
}

export type BenchReport = ReturnType<typeof buildReport>;
