import { describeFloor } from './transport-floor/measure-floor.ts';
import { formatDatabaseSize } from './database-size.ts';
import type { Distribution } from './metrics.ts';
import type { BenchReport } from './report.ts';

const pad = (text: string, width: number) => text.padEnd(width);
/** The targets' goal column: as wide as the longest goal, and a gap. */
const goalWidth = (report: BenchReport) => Math.max(12, ...report.targets.map(({ goal }) => goal.length + 2));
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

/** Rooms a full server refused (not errors), and what each node's health check says about admission. */
function admissionLines(report: BenchReport): string[] {
  const refused = report.refusedStarts;
  const lines =
    refused.rooms === 0
      ? []
      : [
          `  never started (server full after every retry, not errors): ${refused.rooms} rooms, ${refused.players} players${refused.retryAfter.length > 0 ? `; Retry-After ${refused.retryAfter.join(', ')} s` : ''}`,
        ];
  if (refused.startRetries > 0)
    lines.push(
      `  Start refused and pressed again after a pause: ${refused.startRetries} times; ${refused.startedLate} room(s) then played`,
    );
  const reported = report.health.filter(
    (node) => node.acceptsNewRooms !== undefined || node.refusedStarts !== undefined,
  );
  for (const node of reported)
    lines.push(
      `  ${node.url}/api/health: acceptsNewRooms ${String(node.acceptsNewRooms ?? '—')}, refusedStarts ${node.refusedStarts ?? '—'}`,
    );
  return lines;
}

/** KILL_NODE: the kill, the reconnects it caused and what the bots sent again. */
function killLines(report: BenchReport): string[] {
  const kill = report.kill;
  if (kill === undefined) return [];
  if (!kill.killed) return ['Node kill: no node was killed (the games ended first)', ''];
  const refusedResends = Object.entries(kill.refusedAfterResend)
    .map(([what, count]) => `${count} × ${what}`)
    .join(', ');
  return [
    `Node kill: node ${kill.killedNode} SIGKILLed in round 1; ${kill.disconnects} bots disconnected by it (not errors)`,
    `  reconnect (disconnect → fresh view through the balancer): ${kill.reconnects} reconnects, p50 ${kill.reconnectP50Ms} ms, p95 ${kill.reconnectP95Ms} ms, max ${kill.reconnectMaxMs} ms`,
    `  intents sent again after the reconnect: ${kill.resent}${refusedResends === '' ? '' : `; refused then: ${refusedResends}`}`,
    `  ANSWERING deadlines compared over ${kill.roundsCompared} room rounds: ${kill.deadlinesMoved.length} moved`,
    ...kill.deadlinesMoved.slice(0, 5).map((line) => `    moved: ${line}`),
    '',
  ];
}

/** The report as a terminal table: what ran, the measurements, then the targets with ✔ or ✘. */
export function formatReport(report: BenchReport): string {
  const { options, rss, cpu, durability } = report;
  const lines = [
    '',
    `Benchmark: ${options.rooms} rooms × ${options.players} players, ${options.rounds} round(s), ${options.endMode}, ${report.nodes} node(s)`,
    `  server ${report.server.url} (${report.server.startedByBench ? 'started by the bench' : 'given by URL'}${report.nodes > 1 || options.nodes !== undefined ? `, HAProxy in front of ${report.nodes} node(s)` : ''}, ${report.server.database})`,
    `  games finished ${report.games.finished}/${report.games.started} started (${report.games.rooms} rooms asked for), rounds scored ${report.games.roundsScored}`,
    ...admissionLines(report),
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
    `CPU while playing: server ${cpu.serverSeconds?.toFixed(1) ?? '—'} s${cpu.serverSecondsPerNode.length > 1 ? ` (per node: ${cpu.serverSecondsPerNode.map((seconds) => seconds?.toFixed(1) ?? '—').join(', ')} s)` : ''}, bench ${cpu.benchSeconds.toFixed(1)} s over ${cpu.wallSeconds.toFixed(1)} s wall`,
    `Cores: ${report.machine.pinning}`,
    report.floor === undefined
      ? 'Floor: not measured in this sitting (FLOOR=0, or a cluster or URL run): CPU per ack is not judged'
      : `Floor of this sitting: ${describeFloor(report.floor)}; the game's CPU per ack is ${report.cpuOverFloor ?? '—'} × that`,
    `Machine load (1 min) while playing: ${report.machine.load.atStart} at start, ${report.machine.load.max} at most, on ${report.machine.load.cpus} CPUs${report.machine.load.max > report.machine.load.cpus + 0.5 ? ' — other programs competed for the CPU; latencies are inflated' : ''}`,
    `Server at ≥ ${report.load.busyPercent} % CPU in ${report.load.serverBusySeconds} of ${report.load.seconds} s; busiest second ${report.load.peakAcksPerSecond} acks, worst second's mean ack ${report.load.worstSecondMeanAckMs} ms (second by second in latest.json)`,
    `Server main-thread CPU per ack: ${report.load.serverCpuMsPerAck} ms (≈ ${report.load.serverCpuMsPerAck > 0 ? Math.round(1000 / report.load.serverCpuMsPerAck) : '—'} intents/s on one core); ${report.load.meanAcksPerSecond} acks/s on average`,
    `Of the time they were ready to run, the main threads waited for a CPU: server ${report.load.serverStarvedPercent} %, bench ${report.load.benchStarvedPercent} %`,
    `Bench event-loop delay (ms): p50 ${report.benchLoopDelay.p50}, p99 ${report.benchLoopDelay.p99}, max ${report.benchLoopDelay.max}`,
    `Messages the bots received besides acks: ${report.received.perAck} per ack (${Object.entries(
      report.received.byEvent,
    )
      .map(([event, { count, perAck }]) => `${event} ${count}, ${perAck}`)
      .join('; ')})`,
    '',
    ...killLines(report),
    `Errors: ${report.errors.total}`,
    ...Object.entries(report.errors.byKind).map(([kind, count]) => `  ${count} × ${kind}`),
    ...report.errors.samples.slice(0, 8).map((sample) => `    e.g. ${sample}`),
    `Durability: ${durability.found}/${durability.checked} acknowledged answers in the final results, ${durability.unverified} unverified, ${durability.duplicated} duplicated`,
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
      ({ name, goal, actual, met }) =>
        `  ${met ? '✔' : '✘'} ${pad(name, 24)}${pad(goal, goalWidth(report))}${actual}`,
    ),
    '',
  ];
  return lines.join('\n');
}
