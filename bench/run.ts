import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startBenchServers, type BenchServers } from './bench-servers.ts';
import { connectTeam, type BotTeam } from './bot-team.ts';
import { sqliteSizeOf, type DatabaseSize } from './database-size.ts';
import { emptyCount, type DurabilityCount } from './durability.ts';
import { measureGames } from './measure-games.ts';
import { readHealthFigures, waitUntilAccepting } from './health-figures.ts';
import { Metrics } from './metrics.ts';
import { killNodeDuringRoundOne } from './node-killer.ts';
import { readOptions } from './options.ts';
import { lowerOwnPriority } from './priority.ts';
import { formatReport } from './print-report.ts';
import { mainThreadProfile, summarizeProfile } from './profile-summary.ts';
import { buildReport } from './report.ts';
import { checkAfterRestart } from './restart-check.ts';
import { sampleRss } from './rss-sampler.ts';
import { commandLineOf, runRecord } from './run-record.ts';
import { describePinning, machineCpus, machinePinning, pinProcess, type PinPlan } from './core-pinning.ts';
import { floorOfThisSitting } from './floor-sitting.ts';
import { signInBots, signOutBots } from './setup-players.ts';
import { worstDelay } from './worst-delay.ts';

/**
 * `npm run bench`: starts the server (unless URL names one; with NODES, N nodes behind HAProxy, and with
 * KILL_NODE one of them SIGKILLed in round 1), signs in ROOMS × PLAYERS guests, seats
 * them in rooms, lets every bot play whole games over its own socket, then checks that every
 * acknowledged answer survived (also a SIGKILL and restart), prints the report and writes
 * bench/results/latest.json. Exit code 0 when every target is met, 1 when one is missed, 2 on failure.
 */
const RESULTS_DIR = fileURLToPath(new URL('./results/', import.meta.url));
const options = readOptions(process.env, process.argv.slice(2));
const yielding = lowerOwnPriority(options.botNiceness);
const pinning: PinPlan =
  options.url === undefined
    ? machinePinning(options.pin, options.nodes ?? 1)
    : { pinned: false, why: 'a server given by URL' };
// The bench's threads (and the bot workers, HAProxy and floor clients it starts later) stay off the nodes' cores.
if (pinning.pinned) pinProcess(process.pid, pinning.benchCpus);
const metrics = new Metrics();
const durability: DurabilityCount = emptyCount();
const startedAt = Date.now();
const deadline = startedAt + options.maxSeconds * 1000;
const { times, timed, log } = runRecord(startedAt);
// The last resort of "the run stops by itself": whatever hangs, the process ends a minute after the deadline.
const hardStop = setTimeout(
  () => {
    console.error(`The bench did not finish within ${options.maxSeconds + 60} s; stopping.`);
    process.exit(2);
  },
  (options.maxSeconds + 60) * 1000,
);
hardStop.unref();

const profileDir = options.profile ? join(RESULTS_DIR, 'profiles') : undefined;
const dataDir =
  options.url === undefined ? (options.dataDir ?? mkdtempSync(join(tmpdir(), 'npat-bench-'))) : undefined;
// The SQLite file's size is what retention keeps from growing: measured before and after the run.
const sqliteDir = options.databaseUrl === undefined ? dataDir : undefined;
const databaseBefore: DatabaseSize | undefined =
  sqliteDir === undefined ? undefined : sqliteSizeOf(sqliteDir);
mkdirSync(RESULTS_DIR, { recursive: true });
for (const file of readdirSync(RESULTS_DIR))
  if (/^(server(-.+)?|haproxy)\.log$/.test(file)) rmSync(join(RESULTS_DIR, file), { force: true });
let servers: BenchServers | undefined;
let team: BotTeam | undefined;
try {
  log(describePinning(pinning));
  // Read before the floor, which loads both cores for a minute itself.
  const [load = 0] = loadavg();
  if (load > machineCpus() / 2)
    log(`the machine is busy (load ${load.toFixed(1)} on ${machineCpus()} CPUs): figures will be inflated`);
  const floor = options.floor
    ? await timed('floor', () => floorOfThisSitting(options, pinning, log))
    : undefined;
  servers = await timed('serverStart', () =>
    startBenchServers(options, dataDir, RESULTS_DIR, profileDir, pinning),
  );
  const { url, readings, cluster } = servers;
  const behind = cluster === undefined ? '' : ` (HAProxy in front of ${servers.nodeCount} node(s))`;
  log(`server at ${url}${behind}; signing in ${options.rooms * options.players} guests`);
  if (yielding) log(`bots at niceness ${options.botNiceness}, the server at normal priority`);
  const rss = readings === undefined ? undefined : sampleRss(readings.rssKb);
  const users = await timed('signIn', () => signInBots(url, options));
  rss?.markBaseline();
  log('connecting sockets');
  if (options.botWorkers > 1) log(`bots on ${options.botWorkers} worker threads`);
  team = await timed('connect', () => connectTeam({ url, users, options, metrics, durability, deadline }));
  const bots = team;
  const waited = await waitUntilAccepting(servers.healthUrls(), 60_000);
  if (waited > 1000)
    log(`waited ${(waited / 1000).toFixed(1)} s for the server to take new rooms after the set-up`);
  log(`seating ${options.rooms} rooms`);
  const rooms = await timed('seat', () => bots.seat());
  if (rooms < options.rooms) log(`the server refused ${options.rooms - rooms} room(s): full`);
  rss?.markConnected();

  log(`playing (${options.rounds} round(s), ${options.endMode})`);
  let gamesOver = false;
  const killing =
    options.killNode && cluster !== undefined
      ? killNodeDuringRoundOne(cluster, metrics, { options, rooms, deadline, finished: () => gamesOver }, log)
      : Promise.resolve();
  const games = await timed('games', () =>
    measureGames(metrics, readings, () => bots.play(), { botThreads: options.botWorkers > 1 }).finally(
      () => (gamesOver = true),
    ),
  );
  await killing;
  const rssSummary = rss?.stop();
  const health = await readHealthFigures(servers.healthUrls());
  await bots.close();

  let afterRestart: DurabilityCount | undefined;
  // A profile is written only by a clean exit, so a profiled run skips the SIGKILL.
  if (options.verifyRestart && dataDir !== undefined && !options.profile) {
    log(
      cluster === undefined
        ? 'killing the server (SIGKILL), restarting it and reading every result back'
        : 'killing every node (SIGKILL), starting one node on the same database and reading every result back',
    );
    const restarted = await servers.restartForCheck();
    afterRestart = await timed('restartCheck', () =>
      checkAfterRestart(restarted, games.played.bots, metrics, options),
    );
  }

  if (options.signOut) {
    log('signing every bot out: their guests are deleted and their rooms close');
    await timed('signOut', () => signOutBots(servers?.url ?? url, users, options));
  }
  // A clean stop checkpoints the WAL into the file, so the sizes of two runs compare.
  await servers.stop();
  const databaseAfter = sqliteDir === undefined ? undefined : sqliteSizeOf(sqliteDir);

  const report = buildReport(metrics, {
    options,
    commandLine: commandLineOf(process.env, process.argv.slice(2)),
    pinning: describePinning(pinning),
    floor,
    server: {
      url,
      startedByBench: dataDir !== undefined,
      nodes: servers.nodeCount,
      database:
        cluster !== undefined
          ? 'a temporary PostgreSQL database, Redis between the nodes'
          : options.databaseUrl !== undefined
            ? 'DATABASE_URL'
            : options.dataDir === undefined
              ? 'SQLite in a temporary DATA_DIR'
              : `SQLite in ${options.dataDir} (kept)`,
    },
    health,
    timesMs: times,
    rss: rssSummary,
    cpu: games.cpu,
    // With bot workers the main thread only watches; the bots' own delay is their workers'.
    benchLoopDelay: worstDelay([games.benchLoopDelay, ...games.played.workerLoopDelays]),
    machineLoad: games.machineLoad,
    timeline: games.timeline,
    durability,
    afterRestart,
    database: databaseBefore && databaseAfter && { before: databaseBefore, after: databaseAfter },
    serverProblems: servers.problems(),
  });
  console.log(formatReport(report));
  writeFileSync(join(RESULTS_DIR, 'latest.json'), `${JSON.stringify(report, null, 2)}\n`);
  log(`wrote ${join(RESULTS_DIR, 'latest.json')}`);
  process.exitCode = report.targets.every((result) => result.met) ? 0 : 1;
} catch (error) {
  console.error('The bench failed:', error);
  process.exitCode = 2;
} finally {
  await team?.close();
  await servers?.stop();
  const profile = profileDir === undefined ? undefined : mainThreadProfile(profileDir, startedAt);
  if (profile !== undefined) console.log(summarizeProfile(profile).join('\n'));
  if (dataDir !== undefined && options.dataDir === undefined)
    rmSync(dataDir, { recursive: true, force: true });
  clearTimeout(hardStop);
}
