import { API_ERROR_CODES, type AuthError } from '@npat/protocol';
import type { FastifyInstance } from 'fastify';
import { clientFailure, statusCodeOf } from '../http/api-errors.ts';
import { IdentityError } from './identity-error.ts';
import { sendIdentityError } from './send-identity-error.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The catalogue sentence (docs/product/messages.md#error-catalogue) a route answers when it fails on the
     * server's side.
     */
    failureMessage?: string;
    /** The form field that failure message belongs under, if any (e.g. the reset form's email). */
    failureField?: string;
  }
}

/**
 * Error handler of the identity routes: refusals go out as they are; malformed requests as 400s;
 * server faults are logged and answered with the route's catalogue sentence, e.g. 'There was an
 * error creating a guest user', never with the fault's details.
 */
export function registerIdentityErrorHandler(scope: FastifyInstance): void {
  scope.setErrorHandler((error, request, reply) => {
    if (error instanceof IdentityError) return sendIdentityError(reply, error);

    const statusCode = statusCodeOf(error);
    if (statusCode < 500) {
      return reply.code(statusCode).send(clientFailure(error, statusCode) satisfies AuthError);
    }

    request.log.error({ err: error }, 'identity request failed');
    const { failureMessage = 'Something went wrong on the server.', failureField } =
      request.routeOptions.config;
    const body: AuthError = {
      code: API_ERROR_CODES.internal,
      message: failureMessage,
      ...(failureField !== undefined && { fieldErrors: { [failureField]: failureMessage } }),
    };
    return reply.code(500).send(body);
  });
}
