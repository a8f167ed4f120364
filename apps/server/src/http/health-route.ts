import type { HealthError, HealthOk } from '@npat/protocol';
import type { FastifyInstance } from 'fastify';
import type { OverloadGate } from '../overload/overload-gate.ts';
import type { DatabaseHandle } from '../storage/database.ts';

export interface HealthRouteDeps {
  readonly database: DatabaseHandle;
  readonly version: string;
  /** Whether the node takes newcomers now, and how many it turned away. */
  readonly overload: Pick<OverloadGate, 'acceptsNewRooms' | 'counters'>;
  /** The rooms whose bots this node plays now, and the intents they sent since it started (game/bots/). */
  readonly bots?: { counters(): { botRooms: number; botIntents: number } };
}

/**
 * `GET /api/health`: 200 with the version and database kind while the database answers, 503 when it
 * does not, so a load balancer takes this node out of rotation. An overloaded node still answers 200,
 * since its running games need it, with `acceptsNewRooms: false` for whoever places new games.
 */
export function registerHealthRoute(
  app: FastifyInstance,
  { database, version, overload, bots }: HealthRouteDeps,
): void {
  app.get('/api/health', async (request, reply): Promise<HealthOk | HealthError> => {
    reply.header('cache-control', 'no-store');
    try {
      await database.ping();
      return {
        status: 'ok',
        version,
        database: database.dialect,
        acceptsNewRooms: overload.acceptsNewRooms(),
        ...overload.counters(),
        ...(bots?.counters() ?? { botRooms: 0, botIntents: 0 }),
      };
    } catch (error) {
      request.log.error({ err: error }, 'health check failed: the database does not answer');
      reply.code(503);
      return { status: 'error', message: 'The database is not reachable.' };
    }
  });
}
