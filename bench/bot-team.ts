import type { BotConnection } from './bot-connection.ts';
import { BotCrew } from './bot-workers.ts';
import type { DurabilityCount } from './durability.ts';
import type { BotUser } from './http-client.ts';
import type { BenchRoom } from './lobby-setup.ts';
import type { Distribution, Metrics } from './metrics.ts';
import type { BenchOptions } from './options.ts';
import { playRooms } from './play-rooms.ts';
import { playedBotsOf, type PlayedBot } from './restart-check.ts';
import { connectBots, seatRooms } from './setup-players.ts';

/** Every bot of the run, connected; seated and played on the main thread or on bot workers. */
export interface BotTeam {
  /** Seats the rooms; resolves with how many were seated (a full server refuses some). */
  seat(): Promise<number>;
  /** Plays every game; what the bots measured goes into the run's metrics and durability count. */
  play(): Promise<{ bots: PlayedBot[]; workerLoopDelays: Distribution[] }>;
  close(): Promise<void>;
}

export interface TeamContext {
  readonly url: string;
  readonly users: readonly BotUser[];
  readonly options: BenchOptions;
  readonly metrics: Metrics;
  readonly durability: DurabilityCount;
  readonly deadline: number;
}

/** Connects every bot: on BOT_WORKERS worker threads, or on this thread when it is 1. */
export async function connectTeam(context: TeamContext): Promise<BotTeam> {
  const { url, users, options, metrics, durability, deadline } = context;
  if (options.botWorkers > 1) {
    const crew = await BotCrew.connect(url, users, options, metrics, deadline);
    return {
      seat: () => crew.seat(),
      play: async () => {
        const { bots, loopDelays } = await crew.play(metrics, durability);
        return { bots, workerLoopDelays: loopDelays };
      },
      close: () => crew.stop(),
    };
  }
  const connections: BotConnection[] = await connectBots(url, users, metrics, options);
  let rooms: BenchRoom[] = [];
  return {
    seat: async () => {
      rooms = await seatRooms(url, connections, metrics, options);
      return rooms.length;
    },
    play: async () => {
      const played = await playRooms(rooms, { options, metrics, durability, deadline });
      return { bots: playedBotsOf(played), workerLoopDelays: [] };
    },
    close: async () => {
      for (const connection of connections) connection.close();
    },
  };
}
