import { Worker } from 'node:worker_threads';
import type { BotWorkerData, FromBotWorker, ToBotWorker } from './bot-worker-messages.ts';
import type { DurabilityCount } from './durability.ts';
import type { BotUser } from './http-client.ts';
import type { Distribution, Metrics } from './metrics.ts';
import type { BenchOptions } from './options.ts';
import type { PlayedBot } from './restart-check.ts';

type Played = Extract<FromBotWorker, { type: 'played' }>;

/** One worker thread and the reports it sent, each awaited in turn. */
interface CrewMember {
  readonly worker: Worker;
  readonly connected: Promise<void>;
  readonly seated: Promise<number>;
  readonly played: Promise<Played>;
}

/**
 * The bots shared among BOT_WORKERS worker threads, a whole number of rooms each. With every bot on
 * one thread, that thread's garbage collection (a heap of 40 KB per bot, mostly their game views) held
 * up all of them for a few hundred ms every few seconds, and every ack in flight counted the pause as
 * the server's latency. A worker's pause holds up its own bots only, and its heap is a fraction of it.
 * The main thread goes on timing the server and the machine; the workers send their acks' windows
 * there every 250 ms and everything else once their games are over.
 */
export class BotCrew {
  private constructor(private readonly members: readonly CrewMember[]) {}

  /** Starts the workers; each connects its bots at once. Resolves once every bot is connected. */
  static async connect(
    url: string,
    users: readonly BotUser[],
    options: BenchOptions,
    metrics: Metrics,
    deadline: number,
  ): Promise<BotCrew> {
    const workers = Math.min(options.botWorkers, options.rooms);
    const members = Array.from({ length: workers }, (_, index) => {
      // Rooms split as evenly as whole rooms allow; each room's bots stay together.
      const firstRoom = Math.floor((options.rooms * index) / workers);
      const endRoom = Math.floor((options.rooms * (index + 1)) / workers);
      const data: BotWorkerData = {
        url,
        users: users.slice(firstRoom * options.players, endRoom * options.players),
        // Together they set up as many bots at once as one thread would (CONCURRENCY).
        options: {
          ...options,
          rooms: endRoom - firstRoom,
          concurrency: Math.max(1, Math.round(options.concurrency / workers)),
        },
        deadline,
      };
      return startMember(startWorker(data), metrics);
    });
    const crew = new BotCrew(members);
    await crew.all((member) => member.connected);
    return crew;
  }

  /** Seats every worker's rooms; resolves with how many rooms were seated in all. */
  async seat(): Promise<number> {
    this.tell({ type: 'seat' });
    const seated = await this.all((member) => member.seated);
    return seated.reduce((sum, rooms) => sum + rooms, 0);
  }

  /**
   * Plays every game; adds what the workers measured to `metrics` and `durability` and resolves with the
   * bots that played (for the restart check) and each worker's event-loop delay.
   */
  async play(
    metrics: Metrics,
    durability: DurabilityCount,
  ): Promise<{ bots: PlayedBot[]; loopDelays: Distribution[] }> {
    this.tell({ type: 'play' });
    const reports = await this.all((member) => member.played);
    for (const report of reports) {
      metrics.absorb(report.metrics);
      for (const key of ['checked', 'found', 'unverified', 'duplicated'] as const)
        durability[key] += report.durability[key];
      for (const missing of report.durability.missing)
        if (durability.missing.length < 10) durability.missing.push(missing);
    }
    return {
      bots: reports.flatMap((report) => report.bots),
      loopDelays: reports.map((report) => report.loopDelay),
    };
  }

  /** Ends every worker (their sockets close with them). */
  async stop(): Promise<void> {
    await Promise.all(this.members.map((member) => member.worker.terminate()));
  }

  private tell(message: ToBotWorker): void {
    for (const member of this.members) member.worker.postMessage(message);
  }

  private all<T>(step: (member: CrewMember) => Promise<T>): Promise<T[]> {
    return Promise.all(this.members.map(step));
  }
}

/** A worker thread running bot-worker.ts, through a plain JavaScript entry (bot-worker-boot.mjs). */
function startWorker(data: BotWorkerData): Worker {
  return new Worker(new URL('./bot-worker-boot.mjs', import.meta.url), { workerData: data });
}

/** Listens to one worker: its windows go into `metrics` as they come, each other report settles a step. */
function startMember(worker: Worker, metrics: Metrics): CrewMember {
  const waiting = new Map<FromBotWorker['type'], (message: FromBotWorker) => void>();
  const failures: ((error: Error) => void)[] = [];
  const next = <T>(type: FromBotWorker['type'], read: (message: FromBotWorker) => T) =>
    new Promise<T>((resolve, reject) => {
      waiting.set(type, (message) => resolve(read(message)));
      failures.push(reject);
    });
  const member: CrewMember = {
    worker,
    connected: next('connected', () => undefined),
    seated: next('seated', (message) => (message.type === 'seated' ? message.rooms : 0)),
    played: next('played', (message) => message as Played),
  };
  // A step nobody awaits yet must not count as an unhandled rejection; `all` awaits each in turn.
  for (const step of [member.connected, member.seated, member.played]) step.catch(() => undefined);
  worker.on('message', (message: FromBotWorker) => {
    if (message.type === 'window') metrics.addWindow(message.window);
    else waiting.get(message.type)?.(message);
  });
  const fail = (error: Error) => {
    for (const reject of failures) reject(error);
  };
  worker.on('error', fail);
  worker.on('exit', (code) => fail(new Error(`a bot worker ended early (exit code ${code})`)));
  return member;
}
