import { createShardedAdapter } from '@socket.io/redis-adapter';
import type { FastifyBaseLogger } from 'fastify';
import { createClient } from 'redis';
import type { SocketServer } from './socket-server.ts';

/**
 * Connects a publishing and a subscribing Redis client and makes `io` broadcast through them, so a
 * message to a room reaches its members on every node. Sharded pub/sub (Redis 7) with a channel per
 * socket.io room ("dynamic"): a node subscribes only to the rooms its sockets are in, so a message of a
 * game reaches only the nodes that hold its players, instead of every node reading every message of
 * every game (which would cost each node more as nodes are added). Resolves once both clients are connected;
 * rejects when Redis cannot be reached at start. Returns the function that disconnects them.
 *
 * After a successful start, lost connections are retried forever (with back-off) and logged.
 */
export async function useRedisAdapter(
  io: SocketServer,
  redisUrl: string,
  logger: FastifyBaseLogger,
): Promise<() => Promise<void>> {
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
  for (const [role, client] of [
    ['publisher', publisher],
    ['subscriber', subscriber],
  ] as const) {
    client.on('error', (error: unknown) => {
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
  io.adapter(createShardedAdapter(publisher, subscriber, { subscriptionMode: 'dynamic' }));

  return async () => {
    await Promise.allSettled([publisher.close(), subscriber.close()]);
  };
}

function describe(error: unknown): string {
  if (error instanceof AggregateError) return error.errors.map(describe).join('; ');
  return error instanceof Error ? error.message : String(error);
}
