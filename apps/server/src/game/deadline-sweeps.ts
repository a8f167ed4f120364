import type { FastifyBaseLogger } from 'fastify';
import type { RoomsRepository } from '../storage/rooms-repository.ts';
import type { GameService } from './game-service.ts';
import type { GameTimers } from './game-timers.ts';

export const DEADLINE_SWEEPS = {
  /**
   * How often each node looks for deadlines nobody served (the node that owned them has gone): one
   * indexed query, so a dead node's rounds end at most about 7 s late on the others.
   */
  everyMs: 5_000,
  /**
   * A deadline this far past is overdue: the timer of whichever node owned it should have fired. Should
   * a busy node's timer be later still, both advance it and one of them finds nothing due.
   */
  overdueMs: 2_000,
  /** Rooms read per query. */
  batch: 200,
} as const;

/** Finding the games whose deadlines this node must serve, from `rooms.deadline_at` alone. */
export interface DeadlineSweeps {
  /**
   * `all`: (start-up) advances every game past due and sets a timer for every other deadline, since
   * after a restart no node may have one. Otherwise only overdue deadlines are advanced.
   */
  sweep(options: { all: boolean }): Promise<void>;
  /** The start-up sweep now, then an overdue sweep every `everyMs`. */
  start(): void;
  /** Stops the timers and waits for a sweep in progress. */
  stop(): Promise<void>;
}

export function createDeadlineSweeps(deps: {
  readonly rooms: RoomsRepository;
  readonly service: GameService;
  readonly timers: GameTimers;
  readonly now: () => number;
  readonly logger: FastifyBaseLogger;
}): DeadlineSweeps {
  const { rooms, service, timers, now, logger } = deps;
  let interval: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;

  const sweep = async ({ all }: { all: boolean }) => {
    const time = now();
    const dueBefore = all ? undefined : time - DEADLINE_SWEEPS.overdueMs;
    for (let afterId = ''; ;) {
      const page = await rooms.listDeadlines(afterId, DEADLINE_SWEEPS.batch, dueBefore);
      for (const { id, deadlineAt } of page) {
        if (deadlineAt > time) {
          timers.schedule(id, deadlineAt);
          continue;
        }
        // One room at a time: a start-up after a long outage must not open a transaction per room at once.
        await service.advance(id).catch((error: unknown) => {
          logger.warn({ err: error, roomId: id }, 'Advancing a game past its deadline failed');
        });
      }
      if (page.length < DEADLINE_SWEEPS.batch) return;
      afterId = page[page.length - 1]?.id ?? afterId;
    }
  };

  /** A timer's sweep: never two at once on this node, failures only logged. */
  const run = (options: { all: boolean }) => {
    if (running) return;
    running = sweep(options)
      .catch((error: unknown) => logger.warn({ err: error }, 'Sweeping game deadlines failed'))
      .finally(() => (running = undefined));
  };

  return {
    sweep,
    start() {
      run({ all: true });
      interval = setInterval(() => run({ all: false }), DEADLINE_SWEEPS.everyMs).unref();
    },
    async stop() {
      clearInterval(interval);
      await running;
    },
  };
}
