import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import { SESSION_TTL_MS } from '../identity/session-cookie.ts';
import type { Repositories } from '../storage/repositories.ts';

const MINUTE = 60_000;

export const RETENTION_SWEEP = {
  /** The lease in sweep_leases: one node at a time deletes. */
  leaseName: 'retention',
  /** How often each node tries; a node that finds the lease taken skips this round. */
  everyMs: 10 * MINUTE,
  /**
   * The first try after start-up: soon, so that what piled up while no node ran is freed before new
   * games fill the file (nothing it deletes can be in use).
   */
  firstAfterMs: 10_000,
  /** The lease runs out this long after it was taken or last renewed (once per batch), should its node die. */
  leaseMs: 5 * MINUTE,
  /** Rooms per transaction: a game's room holds some hundred events, so a batch stays a few milliseconds. */
  roomBatch: 20,
  guestBatch: 200,
  /** Pause between batches, so the games' own writes get the (SQLite: single) write lock in between. */
  pauseMs: 20,
} as const;

/**
 * A guest is idle once their session could have run out: sessions slide at most once a day to
 * SESSION_TTL_MS after their last use, so nobody can come back as that guest any more.
 */
export const GUEST_IDLE_MS = SESSION_TTL_MS;

export interface RetentionSweepResult {
  readonly rooms: number;
  readonly guests: number;
}

/** Deletes long-closed rooms and idle guests, on one node at a time (decision 015). */
export interface RetentionSweep {
  /** One sweep now; undefined when another node holds the lease. */
  sweep(): Promise<RetentionSweepResult | undefined>;
  /** Starts the timers: the first sweep after `firstAfterMs`, then every `everyMs`. */
  start(): void;
  /** Stops the timers, ends a sweep in progress after its current batch, and waits for it. */
  stop(): Promise<void>;
}

export function createRetentionSweep(deps: {
  readonly repositories: Pick<Repositories, 'retention' | 'sweepLeases'>;
  /** How long a closed room is kept. */
  readonly roomRetentionMs: number;
  readonly now: () => number;
  readonly logger: FastifyBaseLogger;
}): RetentionSweep {
  const { retention, sweepLeases } = deps.repositories;
  const { now, logger } = deps;
  // Each server instance is its own holder, so two processes on one host never share a lease.
  const holder = randomUUID();
  const timers: NodeJS.Timeout[] = [];
  let running: Promise<unknown> | undefined;
  let stopping = false;

  const holdLease = () => {
    const time = now();
    return sweepLeases.take(RETENTION_SWEEP.leaseName, holder, time, time + RETENTION_SWEEP.leaseMs);
  };

  /** Whether this sweep may go on: the app is not stopping and the lease is still this node's. */
  let mayGoOn = true;

  /** Runs `deleteBatch` until a batch comes back short, the lease is lost or the app stops. */
  const inBatches = async (deleteBatch: () => Promise<number>, batch: number) => {
    let deleted = 0;
    while (mayGoOn) {
      const count = await deleteBatch();
      deleted += count;
      if (count < batch) break;
      await sleep(RETENTION_SWEEP.pauseMs);
      mayGoOn = !stopping && (await holdLease());
    }
    return deleted;
  };

  const sweep = async (): Promise<RetentionSweepResult | undefined> => {
    if (!(await holdLease())) return undefined;
    mayGoOn = true;
    try {
      return await sweepHoldingLease();
    } finally {
      // Given up at once, not left to run out: a node started right after this one (a restart, a
      // deploy) need not wait for it. Two sweeps in a row find little to do; they never overlap.
      await sweepLeases.release(RETENTION_SWEEP.leaseName, holder);
    }
  };

  const sweepHoldingLease = async (): Promise<RetentionSweepResult> => {
    // Cut-offs are fixed at the start: rooms that close while the sweep runs wait for the next one.
    const time = now();
    const rooms = await inBatches(
      async () =>
        (await retention.deleteClosedRooms(time - deps.roomRetentionMs, RETENTION_SWEEP.roomBatch)).length,
      RETENTION_SWEEP.roomBatch,
    );
    const guests = await inBatches(
      () => retention.deleteIdleGuests(time - GUEST_IDLE_MS, RETENTION_SWEEP.guestBatch),
      RETENTION_SWEEP.guestBatch,
    );
    if (rooms + guests > 0)
      logger.info({ rooms, guests }, 'Deleted closed rooms and idle guests past retention');
    return { rooms, guests };
  };

  /** A timer's sweep: never two at once on this node, failures only logged. */
  const tick = () => {
    if (running || stopping) return;
    running = sweep()
      .catch((error: unknown) =>
        logger.warn({ err: error }, 'Deleting rooms and guests past retention failed'),
      )
      .finally(() => (running = undefined));
  };

  return {
    sweep,
    start() {
      stopping = false;
      timers.push(setTimeout(tick, RETENTION_SWEEP.firstAfterMs).unref());
      timers.push(setInterval(tick, RETENTION_SWEEP.everyMs).unref());
    },
    async stop() {
      stopping = true;
      for (const timer of timers.splice(0)) clearTimeout(timer);
      await running;
    },
  };
}
