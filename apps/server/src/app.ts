import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { Config } from './config.ts';
import { registerGame, type Game } from './game/register-game.ts';
import { registerCsrfProtection } from './http/csrf-protection.ts';
import { registerErrorHandler } from './http/api-errors.ts';
import { registerHealthRoute } from './http/health-route.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { registerWebApp } from './http/web-app.ts';
import { registerIdentity, type Identity } from './identity/register-identity.ts';
import { createMailer } from './mail/mailer.ts';
import { useRedisAdapter } from './realtime/redis-adapter.ts';
import { authenticateSockets, disconnectEndedSessions } from './realtime/socket-authentication.ts';
import { createSocketServer, type SocketServer } from './realtime/socket-server.ts';
import { registerRooms, type Rooms } from './rooms/register-rooms.ts';
import type { DatabaseHandle } from './storage/database.ts';
import { createRepositories, type Repositories } from './storage/repositories.ts';
import { SERVER_VERSION } from './version.ts';

/** What the server is built on; owned by the caller, who also closes the database. */
export interface ServerDeps {
  /** An open, migrated database. */
  readonly database: DatabaseHandle;
  /** A pino logger to use; by default one is created at `config.logLevel`. */
  readonly logger?: FastifyBaseLogger;
  /** The clock (epoch milliseconds); tests pass their own to reach expiries without waiting. */
  readonly now?: () => number;
}

/** The HTTP app and the socket.io server sharing its port, and what later routes build on. */
export interface NpatServer {
  readonly app: FastifyInstance;
  readonly io: SocketServer;
  readonly repositories: Repositories;
  readonly identity: Identity;
  readonly rooms: Rooms;
  readonly game: Game;
}

/**
 * Builds the server: HTTP API, the built web app and socket.io on one port (connected to Redis when
 * REDIS_URL is set). It does not listen yet: call `app.listen({ port, host })`.
 * `app.close()` shuts everything down in order (refuse new connections, let in-flight requests
 * finish, close sockets and Redis) but leaves `deps.database` open.
 */
export async function buildServer(config: Config, deps: ServerDeps): Promise<NpatServer> {
  const app: FastifyInstance = Fastify({
    ...(deps.logger ? { loggerInstance: deps.logger } : { logger: { level: config.logLevel } }),
    // '/credits/' is the same page as '/credits'.
    routerOptions: { ignoreTrailingSlash: true },
  });

  let shuttingDown = false;
  const io = createSocketServer(app.server, {
    publicOrigin: config.publicOrigin,
    isShuttingDown: () => shuttingDown,
  });
  let disconnectRedis: (() => Promise<void>) | undefined;
  try {
    if (config.redisUrl) disconnectRedis = await useRedisAdapter(io, config.redisUrl, app.log);
  } catch (error) {
    await io.close();
    throw error;
  }

  app.addHook('preClose', async () => {
    shuttingDown = true;
    // Open sockets and pending long-polls would keep the HTTP server from closing.
    io.local.disconnectSockets(true);
    io.engine.close();
  });
  app.addHook('onSend', async (_request, reply) => {
    // A request still in flight at shutdown would otherwise leave a keep-alive connection open,
    // and closing waits for every connection.
    if (shuttingDown) reply.header('connection', 'close');
  });
  app.addHook('onClose', async () => {
    await io.close();
    await disconnectRedis?.();
  });

  registerSecurityHeaders(app);
  registerErrorHandler(app);
  registerCsrfProtection(app, config.publicOrigin);
  registerHealthRoute(app, { database: deps.database, version: SERVER_VERSION });

  const now = deps.now ?? Date.now;
  const repositories = createRepositories(deps.database.db, now, deps.database.sqlite);
  // Identity deletes guests; rooms, registered after it, must take them out of their rooms first.
  const beforeUserDeleted: ((userId: string) => Promise<void>)[] = [];
  const identity = await registerIdentity(app, {
    repositories,
    // SMTP_URL's server, or the log without one.
    mailer: createMailer(config, app.log),
    publicUrl: config.publicUrl,
    authRateLimitPerMinute: config.authRateLimitPerMinute,
    now,
    onSessionsEnded: (ended) => disconnectEndedSessions(io, ended),
    beforeUserDeleted: async (userId) => {
      for (const listener of beforeUserDeleted) await listener(userId);
    },
  });
  authenticateSockets(io, identity.resolveSession, app.log);
  const rooms = await registerRooms(app, {
    io,
    repositories,
    identity,
    now,
    isShuttingDown: () => shuttingDown,
  });
  beforeUserDeleted.push((userId) => rooms.beforeUserDeleted(userId));
  const game = await registerGame(app, {
    io,
    rooms: rooms.service,
    repositories,
    identity,
    now,
    isShuttingDown: () => shuttingDown,
    singleNode: !config.redisUrl,
  });

  await registerWebApp(app, config.webDist);
  return { app, io, repositories, identity, rooms, game };
}
