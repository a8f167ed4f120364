import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { mapLimit } from '../bench/pool.ts';
import { ContextRoom } from './arena/context-room.ts';
import { loopbackAgent, type LoopbackAgent } from './arena/http-request.ts';
import { Knowledge } from './arena/knowledge.ts';
import { Player } from './arena/player.ts';
import { signInGuest } from './arena/sessions.ts';
import { StateReader } from './check/db-state.ts';
import { Gate } from './check/gate.ts';
import { checkRefusalsChangeNothing } from './check/state-check.ts';
import { ValuePool } from './generate/value-pool.ts';
import { Budget } from './lanes/budget.ts';
import { runHttpLane } from './lanes/http-lane.ts';
import { RecentMessages, Stats, type Shared } from './lanes/shared.ts';
import { runSocketLane } from './lanes/socket-lane.ts';
import type { FuzzOptions } from './options.ts';
import { Random } from './random.ts';
import { Findings, type Finding } from './report/findings.ts';
import { watchMemory, type MemoryReport } from './report/memory.ts';
import { startFuzzServer, type FuzzServer } from './server/fuzz-server.ts';
import type { RouteInfo } from './server/probe-protocol.ts';
import { HttpMessageMaker } from './targets/http-messages.ts';
import { SOCKET_EVENTS } from './targets/socket-events.ts';
import { SocketMessageMaker } from './targets/socket-messages.ts';

export interface FuzzReport {
  readonly options: FuzzOptions;
  readonly sent: { socket: number; http: number; driver: number };
  readonly durationMs: number;
  /** Over the whole run, the pauses for the state checks included. */
  readonly messagesPerSecond: number;
  readonly checkingMs: number;
  /** True when the time limit ended the run before the count was sent. */
  readonly timedOut: boolean;
  readonly socketEvents: string[];
  readonly routes: RouteInfo[];
  readonly stats: Stats;
  readonly findings: Finding[];
  readonly memory: MemoryReport | undefined;
  readonly serverWarnings: Record<string, number>;
  readonly reconnects: number;
  readonly newSessions: number;
}

/**
 * One fuzz run against a server of its own: guests and rooms with real games, socket lanes and HTTP
 * workers sending generated and mutated messages, pauses for state checks, and the findings.
 */
export async function runFuzz(
  options: FuzzOptions,
  log: (line: string) => void = console.log,
  /** Aborting ends the run early, as its time limit would, and still stops the server. */
  signal?: AbortSignal,
): Promise<FuzzReport> {
  mkdirSync(options.resultsDir, { recursive: true });
  const dataDir = mkdtempSync(join(tmpdir(), 'npat-fuzz-'));
  const logFile = join(options.resultsDir, 'server.log');
  rmSync(logFile, { force: true });
  const agents = new Map<string, LoopbackAgent>();
  const agentOf = (address: string) =>
    agents.get(address) ?? agents.set(address, loopbackAgent(address)).get(address)!;
  let server: FuzzServer | undefined;
  const players: Player[] = [];
  try {
    server = await startFuzzServer({ dataDir, logFile, env: {}, nodeFlags: options.serverFlags });
    const started = server;
    const startedAt = Date.now();
    const deadline = startedAt + options.maxSeconds * 1000;
    const findings = new Findings();
    const stats = new Stats();
    const recent = new RecentMessages();
    const knowledge = new Knowledge();
    let crashed = false;
    const shared: Shared = {
      url: started.url,
      knowledge,
      gate: new Gate(),
      findings,
      stats,
      recent,
      ackTimeoutMs: options.ackTimeoutMs,
      stopped: () => crashed || Date.now() > deadline || signal?.aborted === true,
    };
    started.log.onProblem((problem) =>
      findings.add(problem.kind === 'error-log' ? 'server-error-log' : 'server-stderr', problem.summary, {
        line: problem.line.slice(0, 4000),
        sentJustBefore: recent.before(problem.at),
      }),
    );
    const crashWatch = setInterval(() => {
      const exit = started.exit();
      if (exit === undefined || crashed) return;
      crashed = true;
      findings.add('crash', started.log.crash?.message ?? `exit ${exit.code ?? exit.signal}`, {
        exit,
        cause: started.log.crash,
        sentJustBefore: recent.before(Date.now(), 50),
        outputTail: started.log.tail(),
      });
    }, 200);

    const routes = await started.routes();
    log(
      `server at ${started.url} (${routes.length} routes, ${SOCKET_EVENTS.length} socket events); seating players`,
    );
    const playerDeps = (address: string) => ({
      url: started.url,
      agent: agentOf(address),
      localAddress: address,
      knowledge,
      ratePerSecond: options.socketRate,
      onDisconnect: (reason: string) => stats.outcomes.add(`socket dropped by ${reason}`),
    });
    const roomAddresses = Array.from({ length: options.rooms }, (_, index) => `127.0.0.${10 + index}`);
    const rooms = await mapLimit(roomAddresses, 4, async (address, index) => {
      const seated = await mapLimit(Array.from({ length: options.playersPerRoom }), 4, () =>
        Player.create(playerDeps(address)),
      );
      players.push(...seated);
      const room = new ContextRoom(
        shared,
        seated,
        agentOf(address),
        Random.derived(options.seed, 1000 + index),
      );
      await room.open();
      return room;
    });
    const strangers = await mapLimit(Array.from({ length: options.strangers }), 8, async (_, index) => {
      const player = await Player.create(playerDeps(`127.0.1.${10 + (index % 50)}`));
      players.push(player);
      return player;
    });
    const roomPlayers = rooms.flatMap((room) => room.players);
    const memory = watchMemory(started, options.memoryLimitMb, findings);
    await memory.baseline();

    // One budget for all lanes: HTTP requests take longer, and with a budget of their own they would
    // still be running alone at the end, long after the sockets were done.
    const budget = new Budget(options.count, shared.stopped);
    let lanesDone = false;
    const driving = Promise.all(
      rooms.map(async (room) => {
        while (!lanesDone && !shared.stopped()) {
          await shared.gate.pass();
          shared.gate.begin();
          await room.tick().catch(() => stats.outcomes.add('driver step failed'));
          shared.gate.end();
          await sleep(250);
        }
      }),
    );
    const checkRandom = Random.derived(options.seed, 999);
    const checkDeps = {
      shared,
      reader: new StateReader(dataDir),
      random: checkRandom,
      socketMaker: new SocketMessageMaker(checkRandom, new ValuePool(checkRandom), knowledge),
      httpMaker: new HttpMessageMaker(
        routes,
        started.url,
        checkRandom,
        new ValuePool(checkRandom),
        knowledge,
      ),
      players: roomPlayers,
      httpChecker: {
        session: await signInGuest(started.url, agentOf('127.0.3.10')),
        agent: agentOf('127.0.3.10'),
      },
    };
    const sentSoFar = () => budget.used;
    const lanes = Promise.all([
      ...[...roomPlayers, ...strangers].map((player, index) =>
        runSocketLane(shared, player, Random.derived(options.seed, index), budget, options.window),
      ),
      ...Array.from({ length: options.httpWorkers }, (_, index) =>
        runHttpLane(
          shared,
          routes,
          agentOf(`127.0.2.${10 + index}`),
          Random.derived(options.seed, 500 + index),
          budget,
          options.window,
        ),
      ),
    ]).finally(() => (lanesDone = true));

    // Checkpoints at even steps of the count; progress every ten seconds.
    const step = Math.max(1, Math.floor(options.count / Math.max(1, options.checkpoints)));
    let nextCheck = step;
    let nextProgress = Date.now() + 10_000;
    let checkingMs = 0;
    while (!lanesDone) {
      await Promise.race([lanes, sleep(200)]);
      if (sentSoFar() >= nextCheck && !lanesDone && !shared.stopped()) {
        nextCheck += step;
        const pausedAt = Date.now();
        await checkRefusalsChangeNothing(checkDeps, options.checksPerCheckpoint);
        await memory.sample();
        checkingMs += Date.now() - pausedAt;
      }
      if (Date.now() >= nextProgress) {
        nextProgress += 10_000;
        const seconds = (Date.now() - startedAt) / 1000;
        log(
          `${sentSoFar()} / ${options.count} sent in ${seconds.toFixed(0)} s (${(sentSoFar() / seconds).toFixed(0)}/s), findings ${findings.total}`,
        );
      }
    }
    await lanes;
    await driving;
    const durationMs = Date.now() - startedAt;
    if (!shared.stopped()) await checkRefusalsChangeNothing(checkDeps, options.checksPerCheckpoint);
    for (const player of players) player.close();
    // Log lines of the last messages, and the disconnects' presence updates, arrive a moment later.
    await sleep(1500);
    const memoryReport = crashed ? undefined : await memory.finish();
    checkDeps.reader.close();
    clearInterval(crashWatch);
    return {
      options,
      sent: { socket: stats.socketSent.total, http: stats.httpSent.total, driver: stats.driverSent.total },
      durationMs,
      messagesPerSecond: Math.round((sentSoFar() / Math.max(1, durationMs)) * 1000),
      checkingMs,
      timedOut: Date.now() > deadline && sentSoFar() < options.count,
      socketEvents: SOCKET_EVENTS.map((event) => event.name),
      routes,
      stats,
      findings: findings.list(),
      memory: memoryReport,
      serverWarnings: Object.fromEntries(started.log.warnings),
      reconnects: players.reduce((sum, player) => sum + player.reconnects, 0),
      newSessions: players.reduce((sum, player) => sum + player.newSessions, 0),
    };
  } finally {
    for (const player of players) player.close();
    for (const agent of agents.values()) {
      agent.destroy();
      agent.localAlone().destroy();
    }
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
