import type { FastifyReply } from 'fastify';
import { identityErrors, type IdentityError } from './identity-error.ts';
import type { SessionLookup } from './sessions.ts';

/** Answers with an identity refusal: its status, Retry-After for 429, and its JSON body. */
export function sendIdentityError(reply: FastifyReply, error: IdentityError): FastifyReply {
  if (error.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.retryAfterSeconds));
  return reply.code(error.statusCode).send(error.toBody());
}

/** The 401 for a request that needs a user but has no active session. */
export function refusalForLookup(lookup: Exclude<SessionLookup, { status: 'active' }>): IdentityError {
  if (lookup.status === 'disabled') return identityErrors.accountDisabled(401);
  if (lookup.status === 'expired') return identityErrors.sessionExpired();
  return identityErrors.notSignedIn();
}
