import {
  AUTH_ROUTES,
  ERRORS,
  profileUpdateSchema,
  type SessionResponse,
  type UserResponse,
} from '@npat/protocol';
import type { FastifyInstance } from 'fastify';
import type { IdentityContext } from './identity-context.ts';
import { parseBody } from './parse-body.ts';
import { updateProfile } from './profile.ts';
import { signedInUser, type RequireUser } from './require-user.ts';
import { refusalForLookup, sendIdentityError } from './send-identity-error.ts';
import type { SessionCookie } from './session-cookie.ts';

/** GET /api/session (who is signed in) and PATCH /api/me (profile). */
export function registerSessionRoutes(
  app: FastifyInstance,
  ctx: IdentityContext,
  cookie: SessionCookie,
  requireUser: RequireUser,
): void {
  app.get(AUTH_ROUTES.session, async (request, reply) => {
    // A session answer belongs to one browser at one moment: never cache it.
    reply.header('cache-control', 'no-store');
    const lookup = await ctx.sessions.resolve(request.headers.cookie);
    if (lookup.status === 'none') return { user: null } satisfies SessionResponse;
    if (lookup.status === 'active') {
      if (lookup.renewed) cookie.set(reply, lookup.token);
      return { user: lookup.user } satisfies SessionResponse;
    }
    cookie.clear(reply);
    return sendIdentityError(reply, refusalForLookup(lookup));
  });

  app.patch(
    AUTH_ROUTES.profile,
    { preHandler: requireUser, config: { failureMessage: ERRORS.profileUpdateFailed } },
    async (request) => {
      const patch = parseBody(profileUpdateSchema, request.body);
      const user = await updateProfile(ctx, signedInUser(request), patch);
      return { user } satisfies UserResponse;
    },
  );
}
