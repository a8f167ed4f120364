import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { SCREEN_NAMESPACE } from '@npat/protocol';
import { registerBigScreen } from './big-screen/register-big-screen.ts';
import type { Config } from './config.ts';
import { gameHandOver } from './game/game-hand-over.ts';
import { gamePhase } from './game/game-upkeep.ts';
import { registerGame, type Game } from './game/register-game.ts';
import { registerCachePolicy } from './http/cache-policy.ts';
import { registerCompression } from './http/compression.ts';
import { registerCsrfProtection } from './http/csrf-protection.ts';
import { registerErrorHandler } from './http/api-errors.ts';
import { registerHealthRoute } from './http/health-route.ts';
import { registerBoundedJsonParser, REQUEST_LIMIT_OPTIONS } from './http/request-limits.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { isWebFileRoute, registerWebApp } from './http/web-app.ts';
import { registerIdentity, type Identity } from './identity/register-identity.ts';
import { createMailCatalogue } from './mail/mail-catalogue.ts';
import { createMailer } from './mail/mailer.ts';
import type { LoadSignal } from './overload/load-gauge.ts';
import { registerOverload, type Overload } from './overload/register-overload.ts';
import { gateSeatRequests } from './overload/seat-requests.ts';
import { createIntentRegistry, type IntentRegistry } from './realtime/intent-registry.ts';
import { useRedisAdapter, type RedisAdapterHandle } from './realtime/redis-adapter.ts';
import { INTENT_ABUSE, SOCKETS_PER_SESSION } from './resource-caps.ts';
import { checkProtocolVersion } from './realtime/protocol-version-check.ts';
import { capSocketsPerSession } from './realtime/session-socket-cap.ts';
import { authenticateSockets, disconnectEndedSessions } from './realtime/socket-authentication.ts';
import { createSocketServer, type SocketServer } from './realtime/socket-server.ts';
import { createRetentionSweep, type RetentionSweep } from './retention/retention-sweep.ts';
import { registerRoomPipeline, type Rooms } from './room-pipeline/register-room-pipeline.ts';
import { playersInRunningGame } from './room-pipeline/room-snapshot.ts';
import { lobbyPhase } from './rooms/lobby-phase.ts';
import { currentProfile } from './rooms/player-profile.ts';
import { registerLobby, type Lobby } from './rooms/register-lobby.ts';
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
  /**
   * Whether the retention sweep runs on its timer (default true). Test servers turn it off and call
   * `retention.sweep()` themselves, so nothing is deleted behind a test's back.
   */
  readonly retentionTimer?: boolean;
  /** Where the mail's catalogues are (one folder per language); by default the web app's. */
  readonly mailCataloguesDir?: string;
  /** What the overload gauge reads; by default the event loop's delay. Tests pass one they set. */
  readonly loadSignal?: LoadSignal;
}

/** The HTTP app and the socket.io server sharing its port, and what later routes build on. */
export interface NpatServer {
  readonly app: FastifyInstance;
  readonly io: SocketServer;
  /** Where socket intents are registered (the lobby's and the game's; tests may add their own). */
  readonly intents: IntentRegistry;
  readonly repositories: Repositories;
  readonly identity: Identity;
  /** The room pipeline every change of a room goes through. */
  readonly rooms: Rooms;
  readonly lobby: Lobby;
  readonly game: Game;
  readonly retention: RetentionSweep;
  /** Whether the node takes new rooms and players now (overload/), and the gauge it asks. */
  readonly overload: Overload;
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
    // request.ip, which every per-IP limit keys on, is X-Forwarded-For's client only from these peers.
    trustProxy: typeof config.trustProxy === 'object' ? [...config.trustProxy] : config.trustProxy,
    ...REQUEST_LIMIT_OPTIONS,
  });

  let shuttingDown = false;
  const io = createSocketServer(app.server, {
    publicOrigin: config.publicOrigin,
    isShuttingDown: () => shuttingDown,
  });
  let redis: RedisAdapterHandle | undefined;
  try {
    if (config.redisUrl) redis = await useRedisAdapter(io, config.redisUrl, app.log);
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
    await redis?.disconnect();
  });

  registerSecurityHeaders(app, io, { hsts: new URL(config.publicUrl).protocol === 'https:' });
  registerErrorHandler(app);
  registerCachePolicy(app);
  registerBoundedJsonParser(app);
  await registerCompression(app, isWebFileRoute);
  registerCsrfProtection(app, config.publicOrigin);
  const overload = registerOverload(app, {
    thresholdMs: config.overloadDelayMs,
    maxPlayersInGames: config.maxPlayersInGames,
    ...(deps.loadSignal && { signal: deps.loadSignal }),
  });
  // The game (and its bots) is registered below; the route asks it only when called.
  let botCounters = () => ({ botRooms: 0, botIntents: 0 });
  registerHealthRoute(app, {
    database: deps.database,
    version: SERVER_VERSION,
    overload,
    bots: { counters: () => botCounters() },
  });

  const now = deps.now ?? Date.now;
  const repositories = createRepositories(deps.database.db, now, deps.database.sqliteWrites);
  // Identity deletes guests; rooms, registered after it, must take them out of their rooms first.
  const beforeUserDeleted: ((userId: string) => Promise<void>)[] = [];
  const identity = await registerIdentity(app, {
    repositories,
    // SMTP_URL's server, or the log without one.
    mailer: createMailer(config, app.log),
    mailCatalogue: createMailCatalogue(deps.mailCataloguesDir),
    publicUrl: config.publicUrl,
    authRateLimitPerMinute: config.authRateLimitPerMinute,
    guestsPerIp: config.guestsPerIp,
    now,
    onSessionsEnded: (ended) => disconnectEndedSessions(io, ended),
    beforeUserDeleted: async (userId) => {
      for (const listener of beforeUserDeleted) await listener(userId);
    },
  });
  checkProtocolVersion(io);
  authenticateSockets(io, identity.resolveSession, app.log);
  capSocketsPerSession(io, SOCKETS_PER_SESSION);
  // One registry for the lobby's intents and the game's, so one bucket per socket counts them all.
  const intents = createIntentRegistry(io, {
    limits: {
      rate: { perSecond: config.intentRatePerSecond, burst: config.intentBurst },
      abuse: INTENT_ABUSE,
    },
    logger: app.log,
  });
  // The lobby and the game plug into the room pipeline as the phases of a room, and hand rooms over
  // to each other through what is passed in here: neither imports the other.
  const rooms = registerRoomPipeline(app, {
    io,
    repositories,
    now,
    isShuttingDown: () => shuttingDown,
    phases: [lobbyPhase, gamePhase],
  });
  rooms.service.onCommitted((roomId, { snapshot }) =>
    overload.playing.observe(roomId, playersInRunningGame(snapshot)),
  );
  const lobby = await registerLobby(app, {
    io,
    intents,
    rooms,
    game: gameHandOver,
    roomCreationsPerMinute: config.roomCreationsPerMinute,
    overload,
    repositories,
    identity,
    now,
  });
  beforeUserDeleted.push((userId) => lobby.beforeUserDeleted(userId));
  const game = await registerGame(app, {
    io,
    // A spectator's request to play is a new player: the gate sees it before the game does.
    intents: gateSeatRequests(intents, overload),
    rooms,
    lobbies: {
      profileOf: (uid) => currentProfile(repositories.users, uid),
      // Play again opens a new room, whose followers would be refused as new players anyway.
      open: async (host, form) =>
        overload.acceptsNewRooms()
          ? lobby.service.create(host, form)
          : { ok: false, error: overload.refused('start') },
    },
    repositories,
    identity,
    now,
    refereeLearning: config.refereeLearning,
    isShuttingDown: () => shuttingDown,
    isLocal: (room) => redis === undefined || redis.isLocal('/', room),
    isBusy: () => overload.gauge.busy,
  });
  botCounters = () => game.bots.counters();
  const bigScreen = registerBigScreen({
    io,
    rooms: rooms.service,
    now,
    isLocal: (room) => redis === undefined || redis.isLocal(SCREEN_NAMESPACE, room),
    logger: app.log,
  });
  app.addHook('preClose', async () => bigScreen.stop());

  const retention = createRetentionSweep({
    repositories,
    roomRetentionMs: config.roomRetentionMs,
    now,
    logger: app.log,
  });
  if (deps.retentionTimer ?? true) app.addHook('onReady', async () => retention.start());
  app.addHook('preClose', async () => retention.stop());

  await registerWebApp(app, config.webDist);
  return { app, io, intents, repositories, identity, rooms, lobby, game, retention, overload };
}
