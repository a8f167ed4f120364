import type { FastifyBaseLogger } from 'fastify';
import type { RoomsRepository } from '../storage/rooms-repository.ts';
import type { RoomService } from './room-service.ts';

const MINUTE = 60_000;

export const ROOM_SWEEPS = {
  /** A room in which nobody has been connected this long is closed (docs/product/rules.md#closing-a-room). */
  idleMs: 30 * MINUTE,
  /** How often each node looks for such rooms; two nodes sweeping the same room change it once. */
  everyMs: 5 * MINUTE,
  /**
   * The first sweep after start-up waits this long, so players cut off by the restart have
   * reconnected before anyone is marked away or any room is closed for want of connections.
   */
  firstAfterMs: MINUTE,
  /** Rooms read per query. */
  batch: 100,
} as const;

export interface SweepOptions {
  /**
   * Also correct the away marks of every open room from the live sockets. Done once after start-up:
   * a node that crashed could not mark its players away, and no disconnect will ever tell.
   */
  readonly reconcilePresence?: boolean;
}

/** Housekeeping of rooms, run by every node on a timer (no per-room timers, no polling of rooms). */
export interface RoomSweeps {
  /** One sweep now; resolves with how many rooms it closed. */
  sweep(options?: SweepOptions): Promise<number>;
  /** Starts the timers: the first sweep (with presence) after `firstAfterMs`, then every `everyMs`. */
  start(): void;
  /** Stops the timers and waits for a sweep in progress. */
  stop(): Promise<void>;
}

export function createRoomSweeps(deps: {
  readonly service: RoomService;
  readonly rooms: RoomsRepository;
  readonly now: () => number;
  readonly logger: FastifyBaseLogger;
}): RoomSweeps {
  const { service, rooms, now, logger } = deps;
  const timers: NodeJS.Timeout[] = [];
  let running: Promise<number> | undefined;

  /** Runs `work` on one room; a failure is logged and the sweep goes on with the next room. */
  const guarded = async <T>(roomId: string, work: () => Promise<T>): Promise<T | undefined> => {
    try {
      return await work();
    } catch (error) {
      logger.warn({ err: error, roomId }, 'Sweeping a room failed');
      return undefined;
    }
  };

  const closeIdleRooms = async () => {
    let closed = 0;
    const seen = new Set<string>();
    for (;;) {
      // A room comes back only if closing it failed; seeing nothing new means the sweep is done.
      const ids = (await rooms.findIdleSince(now() - ROOM_SWEEPS.idleMs, ROOM_SWEEPS.batch)).filter(
        (id) => !seen.has(id),
      );
      if (ids.length === 0) return closed;
      for (const id of ids) {
        seen.add(id);
        if (await guarded(id, () => service.closeIfAbandoned(id))) closed += 1;
      }
    }
  };

  const reconcilePresence = async () => {
    for (let afterId = ''; ;) {
      const ids = await rooms.listOpen(afterId, ROOM_SWEEPS.batch);
      for (const id of ids) await guarded(id, () => service.syncPresence(id));
      if (ids.length < ROOM_SWEEPS.batch) return;
      afterId = ids[ids.length - 1] ?? afterId;
    }
  };

  const sweep = async (options: SweepOptions = {}) => {
    if (options.reconcilePresence) await reconcilePresence();
    return closeIdleRooms();
  };

  /** A timer's sweep: never two at once on this node, failures only logged. */
  const tick = (options: SweepOptions) => {
    if (running) return;
    running = sweep(options)
      .catch((error: unknown) => {
        logger.warn({ err: error }, 'Sweeping rooms failed');
        return 0;
      })
      .finally(() => (running = undefined));
  };

  return {
    sweep,
    start() {
      timers.push(setTimeout(() => tick({ reconcilePresence: true }), ROOM_SWEEPS.firstAfterMs).unref());
      timers.push(setInterval(() => tick({}), ROOM_SWEEPS.everyMs).unref());
    },
    async stop() {
      for (const timer of timers.splice(0)) clearTimeout(timer);
      await running;
    },
  };
}
