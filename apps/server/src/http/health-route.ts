import type { HealthError, HealthOk } from '@npat/protocol';
import type { FastifyInstance } from 'fastify';
import type { OverloadGate } from '../overload/overload-gate.ts';
import type { DatabaseHandle } from '../storage/database.ts';

export interface HealthRouteDeps {
  readonly database: DatabaseHandle;
  readonly version: string;
  /** Whether the node takes newcomers now, and how many it turned away. */
  readonly overload: Pick<OverloadGate, 'acceptsNewRooms' | 'counters'>;
}

/**
 * `GET /api/health`: 200 with the version and database kind while the database answers, 503 when it
 * does not, so a load balancer takes this node out of rotation. An overloaded node still answers 200,
 * since its running games need it, with `acceptsNewRooms: false` for whoever places new games.
 */
export function registerHealthRoute(
  app: FastifyInstance,
  { database, version, overload }: HealthRouteDeps,
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
      };
    } catch (error) {
      request.log.error({ err: error }, 'health check failed: the database does not answer');
      reply.code(503);
      return { status: 'error', message: 'The database is not reachable.' };
    }
  });
}
