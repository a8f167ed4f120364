import { randomBytes } from 'node:crypto';
import { BotConnection } from './bot-connection.ts';
import { signInGuest, signOut, type BotUser } from './http-client.ts';
import { seatRoom, type BenchRoom } from './lobby-setup.ts';
import type { Metrics } from './metrics.ts';
import type { BenchOptions } from './options.ts';
import { mapLimit } from './pool.ts';
import { waitUntilAccepting } from './health-figures.ts';
import { ServerFullError } from './refused-starts.ts';

/** Signs in one guest per bot over HTTP, `concurrency` at a time; nicknames are unique per run. */
export async function signInBots(url: string, options: BenchOptions): Promise<BotUser[]> {
  const run = randomBytes(3).toString('hex');
  const count = options.rooms * options.players;
  return mapLimit(
    Array.from({ length: count }, (_, index) => index),
    options.concurrency,
    (index) => signInGuest(url, `b${run}n${index}`, index),
  );
}

/**
 * Opens one socket per bot, `concurrency` handshakes at a time; in a KILL_NODE run they reconnect
 * through the balancer when their node dies. The bots of a room (`seatRooms` takes them in groups of
 * `players`) share a room key: their host's id, which exists before the room does.
 */
export function connectBots(
  url: string,
  users: readonly BotUser[],
  metrics: Metrics,
  options: BenchOptions,
): Promise<BotConnection[]> {
  return mapLimit(users, options.concurrency, (user, index) => {
    const host = users[index - (index % options.players)] ?? user;
    return BotConnection.open(url, user, metrics, options.ackTimeoutMs, options.killNode, host.user.uid);
  });
}

/**
 * Seats the bots room by room (host first), several lobbies at a time. Rooms a full server refused
 * are counted in `metrics.refusedStarts`, their bots disconnected (they went away), and left out.
 */
export async function seatRooms(
  url: string,
  connections: readonly BotConnection[],
  metrics: Metrics,
  options: BenchOptions,
): Promise<BenchRoom[]> {
  const groups = Array.from({ length: options.rooms }, (_, room) =>
    connections.slice(room * options.players, (room + 1) * options.players),
  );
  const seated = await mapLimit(
    groups,
    Math.max(1, Math.ceil(options.concurrency / 2)),
    async (bots, index) => {
      try {
        return await seatWhenAccepted(url, index, bots, options);
      } catch (error) {
        if (!(error instanceof ServerFullError)) throw error;
        noteRefusedStart(metrics, bots.length, error.retryAfter);
        for (const bot of bots) bot.close();
        return undefined;
      }
    },
  );
  return seated.filter((room) => room !== undefined);
}

/** Times a refused room creation is tried again while seating, each once the server takes rooms again. */
const CREATION_RETRIES = 3;

/**
 * Seats a room; a creation refused because the server is full is tried again once it takes rooms (at
 * most 30 s later), as a host would after the message. Seating thousands of lobbies within seconds is the
 * bench's set-up, not players' load, and must not decide alone which rooms play; a refusal that lasts, or
 * one of a join or of Start, counts as a refused start.
 */
async function seatWhenAccepted(
  url: string,
  index: number,
  bots: readonly BotConnection[],
  options: BenchOptions,
): Promise<BenchRoom> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await seatRoom(url, index, bots, options);
    } catch (error) {
      const atCreation = error instanceof ServerFullError && error.message.startsWith('POST /api/rooms');
      if (!atCreation || attempt === CREATION_RETRIES) throw error;
      await waitUntilAccepting([url], 30_000);
    }
  }
}

/** One room the server refused to start, with its players. */
export function noteRefusedStart(metrics: Metrics, players: number, retryAfter: string | undefined): void {
  const refused = metrics.refusedStarts;
  refused.rooms += 1;
  refused.players += players;
  if (retryAfter !== undefined && refused.retryAfter.length < 5) refused.retryAfter.push(retryAfter);
}

/** Signs every bot out, `concurrency` at a time: their guests are deleted and their rooms close. */
export async function signOutBots(
  url: string,
  users: readonly BotUser[],
  options: BenchOptions,
): Promise<void> {
  await mapLimit(users, options.concurrency, (user) => signOut(url, user.cookie));
}
