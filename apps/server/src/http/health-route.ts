import type { HealthError, HealthOk } from '@npat/protocol';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../storage/database.ts';

/**
 * `GET /api/health`: 200 with the version and database kind while the database answers, 503 when it
 * does not, so a load balancer takes this node out of rotation.
 */
export function registerHealthRoute(
  app: FastifyInstance,
  { database, version }: { database: DatabaseHandle; version: string },
): void {
  app.get('/api/health', async (request, reply): Promise<HealthOk | HealthError> => {
    reply.header('cache-control', 'no-store');
    try {
      await database.ping();
      return { status: 'ok', version, database: database.dialect };
    } catch (error) {
      request.log.error({ err: error }, 'health check failed: the database does not answer');
      reply.code(503);
      return { status: 'error', message: 'The database is not reachable.' };
    }
  });
}
