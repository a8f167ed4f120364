import type { LobbyView } from '@npat/protocol';
import { userRoom } from '../realtime/socket-authentication.ts';
import type { SocketServer } from '../realtime/socket-server.ts';
import { roomChannel, type RoomChannel } from '../room-pipeline/room-channel.ts';

/** How the lobby tells the players of a room what changed, on the room's channels (room-pipeline/room-channel.ts). */
export interface LobbyChannel {
  /** Sends the view to every socket in the room, except those of `exceptUids`. */
  publish(roomId: string, view: LobbyView, exceptUids: readonly string[]): void;
  /** Takes every socket of `uid` out of the room; a kicked player is told first (`lobby:kicked`). */
  removeUser(roomId: string, uid: string, options: { readonly kicked: boolean }): void;
}

/** The LobbyChannel over the app's socket.io server. */
export function createSocketLobbyChannel(io: SocketServer, rooms: RoomChannel): LobbyChannel {
  return {
    publish(roomId, view, exceptUids) {
      let target = io.to(roomChannel(roomId));
      // `except` travels with the broadcast, so a removed player's sockets miss it even on a node that
      // has not yet processed their leaving the room.
      for (const uid of exceptUids) target = target.except(userRoom(uid));
      target.emit('lobby:state', view);
    },
    removeUser(roomId, uid, { kicked }) {
      if (kicked) io.to(userRoom(uid)).emit('lobby:kicked', { roomId });
      rooms.removeUser(roomId, uid);
    },
  };
}
