import { formatDatabaseSize } from './database-size.ts';
import type { Distribution } from './metrics.ts';
import type { BenchReport } from './report.ts';

const pad = (text: string, width: number) => text.padEnd(width);
const num = (value: number) => String(value).padStart(8);

function distributionRows(rows: readonly [string, Distribution][]): string[] {
  const header = `  ${pad('', 28)}${'count'.padStart(8)}${'p50'.padStart(8)}${'p95'.padStart(8)}${'p99'.padStart(8)}${'max'.padStart(8)}`;
  return [
    header,
    ...rows.map(
      ([name, d]) => `  ${pad(name, 28)}${num(d.count)}${num(d.p50)}${num(d.p95)}${num(d.p99)}${num(d.max)}`,
    ),
  ];
}

/** The report as a terminal table: what ran, the measurements, then the targets with ✔ or ✘. */
export function formatReport(report: BenchReport): string {
  const { options, rss, cpu, durability } = report;
  const lines = [
    '',
    `Benchmark: ${options.rooms} rooms × ${options.players} players, ${options.rounds} round(s), ${options.endMode}`,
    `  server ${report.server.url} (${report.server.startedByBench ? 'started by the bench' : 'given by URL'}, ${report.server.database})`,
    `  games finished ${report.games.finished}/${report.games.rooms}, rounds scored ${report.games.roundsScored}`,
    `  times (s): ${Object.entries(report.timesMs)
      .map(([name, ms]) => `${name} ${(ms / 1000).toFixed(1)}`)
      .join(', ')}`,
    '',
    'Intent ack latency (ms)',
    ...distributionRows([
      ['all intents', report.acks.overall],
      ['game intents', report.acks.game],
      ...Object.entries(report.acks.byIntent),
    ]),
    '',
    'Fan-out (ms): server phase change → last player of the room has the view',
    ...distributionRows([
      ['round end (per room·round)', report.fanOut.roundEnd],
      ['round end (per player)', report.fanOut.roundEndPerPlayer],
      ['answering opens (timer)', report.fanOut.answeringOpen],
      ['|clock offset| measured', report.fanOut.clockOffset],
    ]),
    '',
    rss === undefined
      ? 'Server RSS: not measured (server given by URL)'
      : `Server RSS: baseline ${(rss.baselineKb / 1024).toFixed(1)} MB, connected ${((rss.connectedKb ?? 0) / 1024).toFixed(1)} MB, peak ${(rss.peakKb / 1024).toFixed(1)} MB → ${rss.perPlayerKb} KB per player (${rss.players} players, ${rss.samples} samples)`,
    `CPU while playing: server ${cpu.serverSeconds?.toFixed(1) ?? '—'} s, bench ${cpu.benchSeconds.toFixed(1)} s over ${cpu.wallSeconds.toFixed(1)} s wall`,
    `Machine load (1 min) while playing: ${report.machine.load.atStart} at start, ${report.machine.load.max} at most, on ${report.machine.load.cpus} CPUs${report.machine.load.max > report.machine.load.cpus + 0.5 ? ' — other programs competed for the CPU; latencies are inflated' : ''}`,
    `Server at ≥ ${report.load.busyPercent} % CPU in ${report.load.serverBusySeconds} of ${report.load.seconds} s; busiest second ${report.load.peakAcksPerSecond} acks, worst second's mean ack ${report.load.worstSecondMeanAckMs} ms (second by second in latest.json)`,
    `Server main-thread CPU per ack: ${report.load.serverCpuMsPerAck} ms (≈ ${report.load.serverCpuMsPerAck > 0 ? Math.round(1000 / report.load.serverCpuMsPerAck) : '—'} intents/s on one core); ${report.load.meanAcksPerSecond} acks/s on average`,
    `Of the time they were ready to run, the main threads waited for a CPU: server ${report.load.serverStarvedPercent} %, bench ${report.load.benchStarvedPercent} %`,
    `Bench event-loop delay (ms): p50 ${report.benchLoopDelay.p50}, p99 ${report.benchLoopDelay.p99}, max ${report.benchLoopDelay.max}`,
    '',
    `Errors: ${report.errors.total}`,
    ...Object.entries(report.errors.byKind).map(([kind, count]) => `  ${count} × ${kind}`),
    ...report.errors.samples.slice(0, 8).map((sample) => `    e.g. ${sample}`),
    `Durability: ${durability.found}/${durability.checked} acknowledged answers in the final results, ${durability.unverified} unverified`,
    ...(durability.afterRestart === undefined
      ? []
      : [
          `  after SIGKILL + restart: ${durability.afterRestart.found}/${durability.afterRestart.checked} read back from the server`,
        ]),
    ...[...durability.missing, ...(durability.afterRestart?.missing ?? [])].map(
      (line) => `  missing: ${line}`,
    ),
    ...(report.database === undefined
      ? []
      : [
          `SQLite database: ${formatDatabaseSize(report.database.before)} before the run, ${formatDatabaseSize(report.database.after)} after the server stopped`,
        ]),
    ...(report.serverProblems.length === 0
      ? []
      : ['Server warnings:', ...report.serverProblems.slice(0, 5).map((line) => `  ${line}`)]),
    '',
    'Targets',
    ...report.targets.map(
      ({ name, goal, actual, met }) => `  ${met ? '✔' : '✘'} ${pad(name, 24)}${pad(goal, 12)}${actual}`,
    ),
    '',
  ];
  return lines.join('\n');
}
