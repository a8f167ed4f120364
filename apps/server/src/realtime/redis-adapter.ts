import { createShardedAdapter } from '@socket.io/redis-adapter';
import type { FastifyBaseLogger } from 'fastify';
import { createClient } from 'redis';
import { trackRoomLocality, type LocalityAdapter, type RoomLocality } from './room-locality.ts';
import type { SocketServer } from './socket-server.ts';

/** The adapter's connections, and which rooms of a namespace are this node's alone (room-locality.ts). */
export interface RedisAdapterHandle {
  /** Whether a broadcast to `room` of namespace `nsp` stays on this node. */
  isLocal(nsp: string, room: string): boolean;
  disconnect(): Promise<void>;
}

/**
 * Connects a publishing and a subscribing Redis client and makes `io` broadcast through them, so a
 * message to a room reaches its members on every node. Sharded pub/sub (Redis 7) with a channel per
 * socket.io room ("dynamic"): a node subscribes only to the rooms its sockets are in, so a message of a
 * game reaches only the nodes that hold its players, instead of every node reading every message of
 * every game (which would cost each node more as nodes are added). Resolves once both clients are connected;
 * rejects when Redis cannot be reached at start. Returns the function that disconnects them.
 *
 * After a successful start, lost connections are retried forever (with back-off) and logged. A room whose
 * sockets are all on this node broadcasts without Redis (decision 071); a lost connection makes every
 * room held then count as shared.
 */
export async function useRedisAdapter(
  io: SocketServer,
  redisUrl: string,
  logger: FastifyBaseLogger,
): Promise<RedisAdapterHandle> {
  let started = false;
  const publisher = createClient({
    url: redisUrl,
    socket: {
      connectTimeout: 5000,
      // Fail the start instead of waiting forever for a Redis that is not there.
      reconnectStrategy: (retries, cause) => (started ? Math.min(100 * 2 ** retries, 5000) : cause),
    },
  });
  const subscriber = publisher.duplicate();
  const localities = new Map<string, RoomLocality>();
  for (const [role, client] of [
    ['publisher', publisher],
    ['subscriber', subscriber],
  ] as const) {
    client.on('error', (error: unknown) => {
      // Hellos and goodbyes may be lost with the connection: no room counts as this node's alone.
      for (const locality of localities.values()) locality.distrust();
      if (started) logger.error({ err: error }, `Redis ${role} connection failed; retrying`);
    });
  }

  try {
    await Promise.all([publisher.connect(), subscriber.connect()]);
  } catch (error) {
    publisher.destroy();
    subscriber.destroy();
    throw new Error(`Cannot connect to Redis at REDIS_URL: ${describe(error)}`, { cause: error });
  }
  started = true;
  const sharded = createShardedAdapter(publisher, subscriber, { subscriptionMode: 'dynamic' });
  // socket.io calls this with `new` for each namespace; the object it returns is the adapter.
  io.adapter(function localFirst(nsp) {
    const adapter = sharded(nsp);
    localities.set(
      nsp.name,
      trackRoomLocality(adapter as unknown as LocalityAdapter, { publisher, subscriber }),
    );
    return adapter;
  });

  return {
    isLocal: (nsp, room) => localities.get(nsp)?.isLocal(room) ?? false,
    async disconnect() {
      await Promise.allSettled([publisher.close(), subscriber.close()]);
    },
  };
}

function describe(error: unknown): string {
  if (error instanceof AggregateError) return error.errors.map(describe).join('; ');
  return error instanceof Error ? error.message : String(error);
}
