import { API_ERROR_CODES, type ApiError } from '@npat/protocol';
import type { FastifyInstance } from 'fastify';

/**
 * Answers failures as `{ code, message }` JSON (the protocol's ApiError), Fastify's own included (a body
 * that is not JSON, one too large). Server faults are logged with their stack but shown to the client
 * only as a generic sentence.
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
        code: API_ERROR_CODES.internal,
        message: 'Something went wrong on the server.',
      };
      return reply.code(statusCode).send(body);
    }
    const message = error instanceof Error ? error.message : 'The request was not understood.';
    const code = statusCode === 413 ? API_ERROR_CODES.tooLarge : API_ERROR_CODES.badRequest;
    const body: ApiError = { code, message };
    return reply.code(statusCode).send(body);
  });
}

/** The JSON 404 of the API, for paths no route knows. */
export function apiNotFound(method: string, path: string): ApiError {
  return { code: API_ERROR_CODES.notFound, message: `No API route answers ${method} ${path}.` };
}
