import type { DurabilityCount } from './durability.ts';
import type { BotUser } from './http-client.ts';
import type { Distribution, MetricsSnapshot, AckWindow } from './metrics.ts';
import type { BenchOptions } from './options.ts';
import type { PlayedBot } from './restart-check.ts';

/** What a bot worker is started with: its share of the rooms (`options.rooms`) and their bots. */
export interface BotWorkerData {
  readonly url: string;
  readonly users: readonly BotUser[];
  readonly options: BenchOptions;
  /** Epoch ms after which nothing waits any longer. */
  readonly deadline: number;
}

/** The main thread's go-aheads, so that every worker seats and plays when the others do. */
export type ToBotWorker = { readonly type: 'seat' } | { readonly type: 'play' };

/** A worker's reports, in this order: connected, seated, windows while playing, then played. */
export type FromBotWorker =
  | { readonly type: 'connected' }
  | { readonly type: 'seated'; readonly rooms: number }
  /** The acks of the last fraction of a second, for the main thread's timeline. */
  | { readonly type: 'window'; readonly window: AckWindow }
  | {
      readonly type: 'played';
      readonly metrics: MetricsSnapshot;
      readonly durability: DurabilityCount;
      readonly bots: readonly PlayedBot[];
      /** How late the worker's event loop ran while its bots played. */
      readonly loopDelay: Distribution;
    };
