import {
  AUTH_ROUTES,
  ERRORS,
  guestSignInSchema,
  signInSchema,
  signUpSchema,
  type UserResponse,
} from '@npat/protocol';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { UserRecord } from '../storage/users-repository.ts';
import { signIn, signUp } from './accounts.ts';
import { createGuest } from './guests.ts';
import type { IdentityContext } from './identity-context.ts';
import { parseBody } from './parse-body.ts';
import { sessionTokenFromCookieHeader, type SessionCookie } from './session-cookie.ts';
import { toUser } from './sessions.ts';

/** POST guest, sign-up, sign-in and sign-out (see AUTH_ROUTES for the contract). */
export function registerAuthRoutes(app: FastifyInstance, ctx: IdentityContext, cookie: SessionCookie): void {
  /**
   * Signs `user` in with a new session and cookie. The session the request came with, if any, ends
   * first (a guest's user with it), so a token never outlives a sign-in: no session fixation.
   */
  const startSession = async (request: FastifyRequest, reply: FastifyReply, user: UserRecord) => {
    const ended = await ctx.sessions.end(sessionTokenFromCookieHeader(request.headers.cookie));
    if (ended) ctx.onSessionsEnded(ended);
    cookie.set(reply, await ctx.sessions.start(user.id));
    return { user: toUser(user) } satisfies UserResponse;
  };

  app.post(
    AUTH_ROUTES.guest,
    { config: { failureMessage: ERRORS.guestCreateFailed } },
    async (request, reply) => {
      await ctx.limits.limitIp('guest', request.ip);
      const user = await createGuest(ctx, parseBody(guestSignInSchema, request.body));
      return reply.code(201).send(await startSession(request, reply, user));
    },
  );

  app.post(
    AUTH_ROUTES.signUp,
    { config: { failureMessage: ERRORS.profileCreateFailed } },
    async (request, reply) => {
      await ctx.limits.limitIp('sign-up', request.ip);
      const user = await signUp(ctx, parseBody(signUpSchema, request.body));
      return reply.code(201).send(await startSession(request, reply, user));
    },
  );

  app.post(AUTH_ROUTES.signIn, async (request, reply) => {
    await ctx.limits.limitIp('sign-in', request.ip);
    const user = await signIn(ctx, parseBody(signInSchema, request.body));
    return reply.code(200).send(await startSession(request, reply, user));
  });

  app.post(
    AUTH_ROUTES.signOut,
    { config: { failureMessage: ERRORS.signOutFailed } },
    async (request, reply) => {
      const ended = await ctx.sessions.end(sessionTokenFromCookieHeader(request.headers.cookie));
      if (ended) ctx.onSessionsEnded(ended);
      cookie.clear(reply);
      return reply.code(204).send();
    },
  );
}
