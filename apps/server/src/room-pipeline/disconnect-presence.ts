import type { FastifyBaseLogger } from 'fastify';
import type { AppSocket, SocketServer } from '../realtime/socket-server.ts';
import { roomIdOfChannel } from './room-channel.ts';
import type { RoomService } from './room-service.ts';

export interface DisconnectPresenceDeps {
  readonly service: Pick<RoomService, 'syncPresence'>;
  readonly logger: FastifyBaseLogger;
  /** During shutdown disconnects are ours, not the players': nobody is marked away for them. */
  readonly isShuttingDown: () => boolean;
}

/** Marks players away when their last socket goes, in every room they were in: lobbies and games alike. */
export function markAwayOnDisconnect(io: SocketServer, deps: DisconnectPresenceDeps): void {
  io.on('connection', (socket) => updatePresenceOnDisconnect(socket, deps));
}

/**
 * When a socket goes, its rooms learn whether its user is still connected through another socket (on
 * any node), and mark them away if not (docs/product/rules.md#presence). The rooms are read while the socket
 * is still in them; the check runs once it has left them.
 */
function updatePresenceOnDisconnect(socket: AppSocket, deps: DisconnectPresenceDeps): void {
  socket.on('disconnecting', () => {
    if (deps.isShuttingDown()) return;
    const roomIds = [...socket.rooms].flatMap((channel) => roomIdOfChannel(channel) ?? []);
    if (roomIds.length === 0) return;
    const { uid } = socket.data.user;
    socket.once('disconnect', () => {
      for (const roomId of roomIds) {
        deps.service.syncPresence(roomId, [uid]).catch((error: unknown) => {
          deps.logger.warn({ err: error, roomId }, 'Marking a disconnected player away failed');
        });
      }
    });
  });
}
