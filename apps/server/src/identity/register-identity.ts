import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import { createMailCatalogue, type MailCatalogue } from '../mail/mail-catalogue.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { Repositories } from '../storage/repositories.ts';
import { registerAuthRoutes } from './auth-routes.ts';
import { createBackgroundTasks } from './background-tasks.ts';
import { createHousekeeping } from './housekeeping.ts';
import type { IdentityContext } from './identity-context.ts';
import { registerIdentityErrorHandler } from './identity-error-handler.ts';
import { prepareDummyHash } from './password-hash.ts';
import { registerPasswordResetRoutes } from './password-reset-routes.ts';
import { createRateLimiter } from './rate-limits.ts';
import { createOptionalUser, createRequireUser, type RequireUser } from './require-user.ts';
import { createSessionCookie } from './session-cookie.ts';
import { registerSessionRoutes } from './session-routes.ts';
import { registerSignUpRoutes } from './sign-up-routes.ts';
import { createStartSession } from './start-session.ts';
import { createSessions, type EndedSessions, type SessionLookup } from './sessions.ts';

export interface IdentityOptions {
  readonly repositories: Repositories;
  readonly mailer: Mailer;
  /** The mail's words; by default the web app's catalogues (tests give a folder of their own). */
  readonly mailCatalogue?: MailCatalogue;
  readonly publicUrl: string;
  readonly authRateLimitPerMinute: number;
  readonly guestsPerIp: { readonly perMinute: number; readonly perHour: number };
  readonly now: () => number;
  /** Told whenever sessions end (sign-out, rotation, password reset), e.g. to close their sockets. */
  readonly onSessionsEnded?: (ended: EndedSessions) => void;
  /**
   * Awaited before a guest's user is deleted when their session ends, e.g. to take them out of their
   * rooms first. It should not throw: a failure here must not keep anyone from signing out.
   */
  readonly beforeUserDeleted?: (userId: string) => Promise<void>;
}

/** What the rest of the server uses of identity. */
export interface Identity {
  /** Looks up the session a Cookie header names (e.g. a socket handshake's), sliding its expiry. */
  resolveSession(cookieHeader: string | undefined): Promise<SessionLookup>;
  /** preHandler for routes that need a signed-in user; read it with `signedInUser(request)`. */
  readonly requireUser: RequireUser;
  /** preHandler for routes open to all that tell a signed-in user more: `request.user` or null. */
  readonly optionalUser: RequireUser;
}

/**
 * Adds identity to the server: the cookie parser, `request.user`, and the routes of AUTH_ROUTES
 * (with their own error handler). On close it waits for mail still being sent, then closes the mailer.
 */
export async function registerIdentity(app: FastifyInstance, options: IdentityOptions): Promise<Identity> {
  const { repositories, now } = options;
  // Ready before the first sign-in with an unknown email, which must take as long as any other.
  await prepareDummyHash();
  await app.register(fastifyCookie);
  app.decorateRequest('user', null);

  const sessions = createSessions(repositories, now, options.beforeUserDeleted);
  const cookie = createSessionCookie(options.publicUrl);
  const requireUser = createRequireUser(sessions, cookie);
  const ctx: IdentityContext = {
    repositories,
    sessions,
    limits: createRateLimiter(repositories, {
      perIpPerMinute: options.authRateLimitPerMinute,
      guestsPerIp: options.guestsPerIp,
      now,
    }),
    mailer: options.mailer,
    mailCatalogue: options.mailCatalogue ?? createMailCatalogue(),
    background: createBackgroundTasks(app.log),
    publicUrl: options.publicUrl,
    now,
    onSessionsEnded: options.onSessionsEnded ?? (() => {}),
  };
  const housekeeping = createHousekeeping(repositories, { now, logger: app.log });

  await app.register(async (scope) => {
    registerIdentityErrorHandler(scope);
    scope.addHook('onRequest', async () => {
      await housekeeping.maybeSweep();
    });
    const startSession = createStartSession(ctx, cookie);
    registerAuthRoutes(scope, ctx, cookie, startSession);
    registerSignUpRoutes(scope, ctx, startSession);
    registerSessionRoutes(scope, ctx, cookie, requireUser);
    registerPasswordResetRoutes(scope, ctx);
  });

  app.addHook('onClose', async () => {
    await ctx.background.settle();
    options.mailer.close();
  });

  return {
    resolveSession: (cookieHeader) => sessions.resolve(cookieHeader),
    requireUser,
    optionalUser: createOptionalUser(sessions, cookie),
  };
}
