import type { FastifyInstance } from 'fastify';
import type { Identity } from '../identity/register-identity.ts';
import type { SocketServer } from '../realtime/socket-server.ts';
import type { Repositories } from '../storage/repositories.ts';
import { createJoinCodeLimits } from './join-code-limits.ts';
import { registerLobbyGateway } from './lobby-gateway.ts';
import { createSocketRoomChannel } from './room-channel.ts';
import { registerRoomRoutes } from './room-routes.ts';
import { createRoomService, type RoomService } from './room-service.ts';
import { createRoomSweeps, type RoomSweeps } from './room-sweeps.ts';

export interface RoomsOptions {
  readonly io: SocketServer;
  readonly repositories: Repositories;
  readonly identity: Identity;
  readonly now: () => number;
  readonly isShuttingDown: () => boolean;
}

/** What the rest of the server (and tests) use of rooms. */
export interface Rooms {
  readonly service: RoomService;
  readonly sweeps: RoomSweeps;
  /** For identity: takes a guest out of their rooms before their user is deleted. Never throws. */
  beforeUserDeleted(uid: string): Promise<void>;
}

/**
 * Adds rooms to the server: the HTTP routes, the socket gateway of the lobby and the sweeps (started
 * when the app is ready). At shutdown, after the sockets were closed, it waits for changes in flight.
 */
export async function registerRooms(app: FastifyInstance, options: RoomsOptions): Promise<Rooms> {
  const { io, repositories, identity, now } = options;
  const service = createRoomService({
    rooms: repositories.rooms,
    transaction: repositories.transaction,
    channel: createSocketRoomChannel(io),
    now,
  });
  registerLobbyGateway(io, {
    service,
    users: repositories.users,
    logger: app.log,
    isShuttingDown: options.isShuttingDown,
  });
  await registerRoomRoutes(app, {
    service,
    identity,
    limits: createJoinCodeLimits(repositories.rateLimits, now),
    now,
  });

  const sweeps = createRoomSweeps({ service, rooms: repositories.rooms, now, logger: app.log });
  app.addHook('onReady', async () => sweeps.start());
  app.addHook('preClose', async () => {
    await sweeps.stop();
    await service.idle();
  });

  return {
    service,
    sweeps,
    async beforeUserDeleted(uid) {
      try {
        await service.leaveOpenRooms(uid);
      } catch (error) {
        // Signing out must still work; the room's idle sweep closes what stays behind.
        app.log.error({ err: error, uid }, 'Taking a deleted guest out of their rooms failed');
      }
    },
  };
}
