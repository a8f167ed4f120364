import { API_ERROR_CODES, type ApiError } from '@npat/protocol';
import type { FastifyInstance } from 'fastify';

/**
 * Answers failures as `{ error, message }` JSON (the protocol's ApiError). Server faults are logged
 * with their stack but shown to the client only as a generic sentence.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    const statusCode =
      typeof error === 'object' &&
      error !== null &&
      'statusCode' in error &&
      typeof error.statusCode === 'number'
        ? error.statusCode
        : 500;
    if (statusCode >= 500) {
      request.log.error({ err: error }, 'request failed');
      const body: ApiError = {
        error: API_ERROR_CODES.internal,
        message: 'Something went wrong on the server.',
      };
      return reply.code(statusCode).send(body);
    }
    const message = error instanceof Error ? error.message : 'The request was not understood.';
    const body: ApiError = { error: API_ERROR_CODES.badRequest, message };
    return reply.code(statusCode).send(body);
  });
}

/** The JSON 404 of the API, for paths no route knows. */
export function apiNotFound(method: string, path: string): ApiError {
  return { error: API_ERROR_CODES.notFound, message: `No API route answers ${method} ${path}.` };
}
