import { AUTH_ROUTES, ERRORS, guestSignInSchema, signInSchema } from '@npat/protocol';
import type { FastifyInstance } from 'fastify';
import { signIn } from './accounts.ts';
import { createGuest } from './guests.ts';
import type { IdentityContext } from './identity-context.ts';
import { parseBody } from './parse-body.ts';
import { sessionTokenFromCookieHeader, type SessionCookie } from './session-cookie.ts';
import type { StartSession } from './start-session.ts';

/** POST guest, sign-in and sign-out (see AUTH_ROUTES for the contract; sign-up is sign-up-routes.ts). */
export function registerAuthRoutes(
  app: FastifyInstance,
  ctx: IdentityContext,
  cookie: SessionCookie,
  startSession: StartSession,
): void {
  app.post(
    AUTH_ROUTES.guest,
    { config: { failureMessage: ERRORS.guestCreateFailed } },
    async (request, reply) => {
      const reservation = await ctx.limits.reserveGuest(request.ip);
      let user;
      try {
        user = await createGuest(ctx, parseBody(guestSignInSchema, request.body));
      } catch (error) {
        // Only guests made use up the address's hour (decision 049): a refused nickname gives its place back.
        await reservation.giveBack();
        throw error;
      }
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
