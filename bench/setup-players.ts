import { randomBytes } from 'node:crypto';
import { BotConnection } from './bot-connection.ts';
import { signInGuest, signOut, type BotUser } from './http-client.ts';
import { seatRoom, type BenchRoom } from './lobby-setup.ts';
import type { Metrics } from './metrics.ts';
import type { BenchOptions } from './options.ts';
import { mapLimit } from './pool.ts';

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

/** Opens one socket per bot, `concurrency` handshakes at a time. */
export function connectBots(
  url: string,
  users: readonly BotUser[],
  metrics: Metrics,
  options: BenchOptions,
): Promise<BotConnection[]> {
  return mapLimit(users, options.concurrency, (user) =>
    BotConnection.open(url, user, metrics, options.ackTimeoutMs),
  );
}

/** Seats the bots room by room (host first), several lobbies at a time. */
export function seatRooms(
  url: string,
  connections: readonly BotConnection[],
  options: BenchOptions,
): Promise<BenchRoom[]> {
  const groups = Array.from({ length: options.rooms }, (_, room) =>
    connections.slice(room * options.players, (room + 1) * options.players),
  );
  return mapLimit(groups, Math.max(1, Math.ceil(options.concurrency / 2)), (bots, index) =>
    seatRoom(url, index, bots, options),
  );
}

/** Signs every bot out, `concurrency` at a time: their guests are deleted and their rooms close. */
export async function signOutBots(
  url: string,
  users: readonly BotUser[],
  options: BenchOptions,
): Promise<void> {
  await mapLimit(users, options.concurrency, (user) => signOut(url, user.cookie));
}
