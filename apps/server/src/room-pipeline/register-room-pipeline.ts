import type { FastifyInstance } from 'fastify';
import type { SocketServer } from '../realtime/socket-server.ts';
import type { Repositories } from '../storage/repositories.ts';
import { markAwayOnDisconnect } from './disconnect-presence.ts';
import { createSocketRoomChannel, type RoomChannel } from './room-channel.ts';
import type { RoomPhase } from './room-phase.ts';
import { createRoomService, type RoomService } from './room-service.ts';
import { createRoomSweeps, type RoomSweeps } from './room-sweeps.ts';

export interface RoomPipelineOptions {
  readonly io: SocketServer;
  readonly repositories: Repositories;
  readonly now: () => number;
  readonly isShuttingDown: () => boolean;
  /** The parts that run a room in turn (the lobby's phase, the game's); exactly one runs any room. */
  readonly phases: readonly RoomPhase[];
}

/** What the lobby, the game (and tests) use of the room pipeline. */
export interface Rooms {
  readonly service: RoomService;
  /** Who listens to a room; the lobby and the game speak on it. */
  readonly channel: RoomChannel;
  readonly sweeps: RoomSweeps;
}

/**
 * Adds the room pipeline to the server: the one path for every change of a room, presence from the
 * sockets (a disconnect marks its player away) and the room sweeps (started when the app is ready).
 * At shutdown, after the sockets were closed, it waits for changes in flight.
 */
export function registerRoomPipeline(app: FastifyInstance, options: RoomPipelineOptions): Rooms {
  const { io, repositories, now } = options;
  const channel = createSocketRoomChannel(io);
  const service = createRoomService({
    rooms: repositories.rooms,
    transaction: repositories.transaction,
    channel,
    phases: options.phases,
    now,
  });
  markAwayOnDisconnect(io, { service, logger: app.log, isShuttingDown: options.isShuttingDown });

  const sweeps = createRoomSweeps({ service, rooms: repositories.rooms, now, logger: app.log });
  app.addHook('onReady', async () => sweeps.start());
  app.addHook('preClose', async () => {
    await sweeps.stop();
    await service.idle();
  });
  return { service, channel, sweeps };
}
