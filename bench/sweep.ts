import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { BenchReport } from './report.ts';
import { formatSweep, sweepSteps, type SweepRow } from './sweep-table.ts';

/**
 * `npm run bench:sweep`: runs `npm run bench` at growing ROOMS (SWEEP_FROM, doubling, up to SWEEP_TO;
 * defaults 50 and 800) with the rest of the environment as it is (NODES, PLAYERS, ROUND_TIME…), one run
 * after the other, and prints per run the figures against the targets and the largest player count that
 * met them all (RSS per player aside, see capacityMet). It stops after the first run that missed (MISSES=2: after the second), since larger ones
 * would only miss by more.
 */
/**
 * Every target but the two budgets of cost, RSS and CPU per player: a small run misses the first on the
 * server's fixed overhead alone, and the second hardly depends on the size; the table shows both.
 */
const COST_BUDGETS: ReadonlySet<string> = new Set(['RSS per player', 'CPU per ack']);
function capacityMet(report: BenchReport): boolean {
  return report.targets.every((target) => target.met || COST_BUDGETS.has(target.name));
}

const REPO_ROOT = fileURLToPath(new URL('../', import.meta.url));
const LATEST = fileURLToPath(new URL('./results/latest.json', import.meta.url));
const whole = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a whole number ≥ 1`);
  return value;
};
const from = whole('SWEEP_FROM', 50);
const to = Math.max(from, whole('SWEEP_TO', 800));
const allowedMisses = whole('MISSES', 1);
const nodes =
  process.env.NODES === undefined || process.env.NODES === '' ? undefined : Number(process.env.NODES);
const rows: SweepRow[] = [];
let misses = 0;
for (const rooms of sweepSteps(from, to)) {
  console.log(`\n=== ROOMS=${rooms} on ${nodes ?? 1} node(s) ===`);
  // Each run is a separate process, so one run's heap, sockets and timers never weigh on the next.
  const run = spawnSync('npm', ['run', '--silent', 'bench'], {
    cwd: REPO_ROOT,
    // The sweep judges neither cost budget, so no floor before each run unless FLOOR asks for one.
    env: { FLOOR: '0', ...process.env, ROOMS: String(rooms) },
    stdio: 'inherit',
  });
  const failed = run.status !== 0 && run.status !== 1;
  const report = failed ? undefined : (JSON.parse(readFileSync(LATEST, 'utf8')) as BenchReport);
  const players = (report?.options.players ?? Number(process.env.PLAYERS ?? 6)) * rooms;
  rows.push({
    rooms,
    players,
    ackP99Ms: report?.acks.overall.p99 ?? 0,
    gameAckP99Ms: report?.acks.game.p99 ?? 0,
    fanOutP99Ms: report?.fanOut.roundEnd.p99 ?? 0,
    errors: report?.errors.total ?? 0,
    refusedRooms: report?.refusedStarts.rooms ?? 0,
    rssPerPlayerKb: report?.rss?.perPlayerKb,
    cpuMsPerAck: report?.load.serverCpuMsPerAck,
    met: report !== undefined && capacityMet(report),
    failed,
  });
  if (rows.at(-1)?.met !== true) misses += 1;
  if (misses >= allowedMisses) break;
}
console.log(`\n${formatSweep(nodes, rows)}`);
