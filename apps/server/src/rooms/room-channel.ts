import type { LobbyView } from '@npat/protocol';
import { userRoom } from '../realtime/socket-authentication.ts';
import type { SocketServer } from '../realtime/socket-server.ts';

/** The socket.io room of everyone connected to a game room: `room:<roomId>`. */
export function roomChannel(roomId: string): string {
  return `room:${roomId}`;
}

/**
 * The socket.io room of one player's sockets in one game: `game:<roomId>:<uid>`. Game views are
 * personal (a player's own drafts, never another's text before REVIEWING), so each player gets their
 * own broadcast; a room name per player makes that one emit through the adapter, on every node, with
 * no lookup of sockets. It does not start with `room:`, so presence handling passes it over.
 */
export function playerChannel(roomId: string, uid: string): string {
  return `game:${roomId}:${uid}`;
}

/** The game room a socket.io room belongs to, or undefined for any other socket.io room. */
export function roomIdOfChannel(channel: string): string | undefined {
  return channel.startsWith('room:') ? channel.slice('room:'.length) : undefined;
}

/**
 * How the room service reaches the players of a room. Everything goes through the socket.io adapter,
 * so with REDIS_URL it reaches sockets on every node, not just this one.
 */
export interface RoomChannel {
  /** Sends the view to every socket in the room, except those of `exceptUids`. */
  publish(roomId: string, view: LobbyView, exceptUids: readonly string[]): void;
  /** Takes every socket of `uid` out of the room; a kicked player is told first (`lobby:kicked`). */
  removeUser(roomId: string, uid: string, options: { readonly kicked: boolean }): void;
  /** The users with at least one socket in the room, on any node. */
  connectedUids(roomId: string): Promise<Set<string>>;
}

/** The RoomChannel over the app's socket.io server. */
export function createSocketRoomChannel(io: SocketServer): RoomChannel {
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
      io.in(userRoom(uid)).socketsLeave([roomChannel(roomId), playerChannel(roomId, uid)]);
    },
    async connectedUids(roomId) {
      const sockets = await io.in(roomChannel(roomId)).fetchSockets();
      return new Set(sockets.map((socket) => socket.data.user.uid));
    },
  };
}
