import type { LobbyView } from '@npat/protocol';
import { userRoom } from '../realtime/socket-authentication.ts';
import type { SocketServer } from '../realtime/socket-server.ts';
import { playerChannel, roomChannel, type RoomChannel } from '../room-pipeline/room-channel.ts';

/** The lobby's view for everyone but the host, and the host's own. */
export interface LobbyViews {
  readonly everyone: LobbyView;
  readonly host: LobbyView;
}

/** How the lobby tells the players of a room what changed, on the room's channels (room-pipeline/room-channel.ts). */
export interface LobbyChannel {
  /**
   * Sends the view to every socket in the room, except those of `exceptUids`; the host's sockets get the
   * host's view when it differs (a hidden join code: docs/product/rules.md#big-screen).
   */
  publish(roomId: string, views: LobbyViews, exceptUids: readonly string[]): void;
  /** Takes every socket of `uid` out of the room; a kicked player is told first (`lobby:kicked`). */
  removeUser(roomId: string, uid: string, options: { readonly kicked: boolean }): void;
}

/** The LobbyChannel over the app's socket.io server. */
export function createSocketLobbyChannel(io: SocketServer, rooms: RoomChannel): LobbyChannel {
  return {
    publish(roomId, { everyone, host }, exceptUids) {
      let target = io.to(roomChannel(roomId));
      // `except` travels with the broadcast, so a removed player's sockets miss it even on a node that
      // has not yet processed their leaving the room.
      for (const uid of exceptUids) target = target.except(userRoom(uid));
      const hostUid = host.slots.find((slot) => slot.isHost)?.uid;
      if (host.joinCode === everyone.joinCode || hostUid === undefined)
        return target.emit('lobby:state', everyone);
      target.except(playerChannel(roomId, hostUid)).emit('lobby:state', everyone);
      io.to(playerChannel(roomId, hostUid)).emit('lobby:state', host);
    },
    removeUser(roomId, uid, { kicked }) {
      if (kicked) io.to(userRoom(uid)).emit('lobby:kicked', { roomId });
      rooms.removeUser(roomId, uid);
    },
  };
}
