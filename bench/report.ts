import { availableParallelism } from 'node:os';
import { distribution, type Distribution, type Metrics } from './metrics.ts';
import type { DatabaseSize } from './database-size.ts';
import type { DurabilityCount } from './durability.ts';
import type { LoadSummary } from './machine-load.ts';
import type { BenchOptions } from './options.ts';
import type { RssSummary } from './rss-sampler.ts';
import { summarizeTimeline, type TimelinePoint } from './timeline.ts';

/** The targets the bench must meet (bench/README.md). */
export const TARGETS = { ackP99Ms: 50, fanOutP99Ms: 100, rssPerPlayerKb: 40 } as const;

export interface RunFacts {
  options: BenchOptions;
  commandLine: string;
  server: { url: string; startedByBench: boolean; database: string };
  timesMs: Record<string, number>;
  rss: RssSummary | undefined;
  /** CPU seconds the server and the bench used while the games ran, and the games' wall time. */
  cpu: { serverSeconds: number | undefined; benchSeconds: number; wallSeconds: number };
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
  const players = facts.options.rooms * facts.options.players;
  const rss = facts.rss;
  const perPlayerKb = rss === undefined ? undefined : round1((rss.peakKb - rss.baselineKb) / players);
  const errors = metrics.errorCount();
  const { durability, afterRestart } = facts;
  // After a restart every bot's answers are read back from the server, also those of bots that stalled.
  const durable =
    afterRestart === undefined
      ? durability.checked > 0 && durability.found === durability.checked && durability.unverified === 0
      : afterRestart.checked > 0 &&
        afterRestart.found === afterRestart.checked &&
        durability.found === durability.checked;
  return {
    finishedAt: new Date().toISOString(),
    commandLine: facts.commandLine,
    options: facts.options,
    machine: { cpus: availableParallelism(), node: process.version, load: facts.machineLoad },
    server: facts.server,
    timesMs: facts.timesMs,
    games: {
      rooms: facts.options.rooms,
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
    benchLoopDelay: rounded(facts.benchLoopDelay),
    load: summarizeTimeline(facts.timeline),
    timeline: facts.timeline,
    errors: { total: errors, byKind: Object.fromEntries(metrics.errors), samples: metrics.errorSamples },
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
      target('errors', '0', String(errors), errors === 0),
      target(
        'answers durable',
        'all',
        `${durability.found}/${durability.checked}${afterRestart ? `, after restart ${afterRestart.found}/${afterRestart.checked}` : ''}`,
        durable,
      ),
    ],
  };
}

export type BenchReport = ReturnType<typeof buildReport>;
