import { API_ERROR_CODES, type ApiError } from '@npat/protocol';
import type { FastifyInstance } from 'fastify';

/**
 * Answers failures as `{ code, message }` JSON (the protocol's ApiError), Fastify's own included (a body
 * that is not JSON, one too large). Server faults are logged with their stack but shown to the client
 * only as a generic sentence.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    const statusCode = statusCodeOf(error);
    if (statusCode >= 500) {
      request.log.error({ err: error }, 'request failed');
      const body: ApiError = {
        code: API_ERROR_CODES.internal,
        message: 'Something went wrong on the server.',
      };
      return reply.code(statusCode).send(body);
    }
    return reply.code(statusCode).send(clientFailure(error, statusCode));
  });
}

/** The HTTP status a failure carries (Fastify's own errors and the routes' set one), else 500. */
export function statusCodeOf(error: unknown): number {
  return typeof error === 'object' &&
    error !== null &&
    'statusCode' in error &&
    typeof error.statusCode === 'number'
    ? error.statusCode
    : 500;
}

/** The answer to a request the client got wrong (a status below 500): too large for a 413, else bad. */
export function clientFailure(error: unknown, statusCode: number): ApiError {
  const message = error instanceof Error ? error.message : 'The request was not understood.';
  const code = statusCode === 413 ? API_ERROR_CODES.tooLarge : API_ERROR_CODES.badRequest;
  return { code, message };
}

/** The JSON 404 of the API, for paths no route knows. */
export function apiNotFound(method: string, path: string): ApiError {
  return { code: API_ERROR_CODES.notFound, message: `No API route answers ${method} ${path}.` };
}
