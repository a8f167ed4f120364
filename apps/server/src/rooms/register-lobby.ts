import type { FastifyInstance } from 'fastify';
import type { Identity } from '../identity/register-identity.ts';
import type { OverloadGate } from '../overload/overload-gate.ts';
import type { IntentRegistry } from '../realtime/intent-registry.ts';
import type { SocketServer } from '../realtime/socket-server.ts';
import type { Rooms } from '../room-pipeline/register-room-pipeline.ts';
import type { Repositories } from '../storage/repositories.ts';
import { createJoinCodeLimits } from './join-code-limits.ts';
import { createSocketLobbyChannel } from './lobby-channel.ts';
import type { GameHandOver } from './lobby-decision.ts';
import { registerLobbyGateway } from './lobby-gateway.ts';
import { createLobbyService, type LobbyService } from './lobby-service.ts';
import { createRoomCreationLimit } from './room-creation-limit.ts';
import { registerRoomRoutes } from './room-routes.ts';
import { registerRunningGameRoute } from './running-game-route.ts';

export interface LobbyOptions {
  readonly io: SocketServer;
  readonly intents: IntentRegistry;
  /** The room pipeline the lobby's changes go through. */
  readonly rooms: Rooms;
  /** The game a start hands the room over to (app.ts passes the game's). */
  readonly game: GameHandOver;
  readonly repositories: Repositories;
  readonly identity: Identity;
  readonly now: () => number;
  /** Room creations allowed per user and minute (ROOM_CREATIONS_PER_MINUTE). */
  readonly roomCreationsPerMinute: number;
  /** Whether the node takes new rooms and new players now. */
  readonly overload: OverloadGate;
}

/** What the rest of the server (and tests) use of the lobby. */
export interface Lobby {
  readonly service: LobbyService;
  /** For identity: takes a guest out of their rooms before their user is deleted. Never throws. */
  beforeUserDeleted(uid: string): Promise<void>;
}

/**
 * Adds the lobby to the server: creating and finding rooms over HTTP, the lobby's socket gateway, and
 * its broadcast after every commit that changed a lobby.
 */
export async function registerLobby(app: FastifyInstance, options: LobbyOptions): Promise<Lobby> {
  const { io, rooms, repositories, identity, now } = options;
  const service = createLobbyService({
    pipeline: rooms.service,
    rooms: repositories.rooms,
    channel: createSocketLobbyChannel(io, rooms.channel),
    game: options.game,
    now,
  });
  registerLobbyGateway(options.intents, {
    service,
    channel: rooms.channel,
    users: repositories.users,
    overload: options.overload,
  });
  await registerRoomRoutes(app, {
    service,
    rooms: rooms.service,
    identity,
    overload: options.overload,
    limits: createJoinCodeLimits(repositories.rateLimits, now),
    creations: createRoomCreationLimit(repositories.rateLimits, {
      perMinute: options.roomCreationsPerMinute,
      now,
    }),
    now,
  });
  registerRunningGameRoute(app, { identity, rooms: repositories.rooms, pipeline: rooms.service });

  return {
    service,
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
