import type { User } from '@npat/protocol';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { refusalForLookup, sendIdentityError } from './send-identity-error.ts';
import type { SessionCookie } from './session-cookie.ts';
import type { Sessions } from './sessions.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, set by the `requireUser` preHandler; null on routes without it. */
    user: User | null;
  }
}

/** A Fastify preHandler that lets only signed-in users through. */
export type RequireUser = (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply | void>;

/**
 * Builds `requireUser`: with an active session it sets `request.user` (and renews the cookie when
 * the session slid forward); otherwise it answers 401 not-signed-in, session-expired or
 * account-disabled, clearing a cookie that no longer works.
 */
export function createRequireUser(sessions: Sessions, cookie: SessionCookie): RequireUser {
  return async function requireUser(request, reply) {
    const lookup = await sessions.resolve(request.headers.cookie);
    if (lookup.status === 'active') {
      if (lookup.renewed) cookie.set(reply, lookup.token);
      request.user = lookup.user;
      return;
    }
    if (lookup.status !== 'none') cookie.clear(reply);
    return sendIdentityError(reply, refusalForLookup(lookup));
  };
}

/**
 * Builds `optionalUser`, for routes that answer everyone but tell signed-in users more: it sets
 * `request.user` (renewing the cookie like `requireUser`) when the session is active, and otherwise
 * lets the request through with `request.user` null.
 */
export function createOptionalUser(sessions: Sessions, cookie: SessionCookie): RequireUser {
  return async function optionalUser(request, reply) {
    const lookup = await sessions.resolve(request.headers.cookie);
    if (lookup.status !== 'active') return;
    if (lookup.renewed) cookie.set(reply, lookup.token);
    request.user = lookup.user;
  };
}

/** The user `requireUser` let through; throws when the route forgot the preHandler. */
export function signedInUser(request: FastifyRequest): User {
  if (request.user === null) throw new Error(`${request.url} needs the requireUser preHandler`);
  return request.user;
}
