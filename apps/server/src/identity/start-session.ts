import type { UserResponse } from '@npat/protocol';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { UserRecord } from '../storage/users-repository.ts';
import type { IdentityContext } from './identity-context.ts';
import { sessionTokenFromCookieHeader, type SessionCookie } from './session-cookie.ts';
import { toUser } from './sessions.ts';

/** Signs a user in on this request's answer: a new session, its cookie, and the body `{ user }`. */
export type StartSession = (
  request: FastifyRequest,
  reply: FastifyReply,
  user: UserRecord,
) => Promise<UserResponse>;

/**
 * Starts sessions for guests, sign-ins and confirmed sign-ups alike. The session the request came with, if
 * any, ends first (a guest's user with it), so a token never outlives a sign-in: no session fixation.
 */
export function createStartSession(ctx: IdentityContext, cookie: SessionCookie): StartSession {
  return async (request, reply, user) => {
    const ended = await ctx.sessions.end(sessionTokenFromCookieHeader(request.headers.cookie));
    if (ended) ctx.onSessionsEnded(ended);
    cookie.set(reply, await ctx.sessions.start(user.id));
    return { user: toUser(user) } satisfies UserResponse;
  };
}
