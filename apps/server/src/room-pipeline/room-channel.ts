import { userRoom } from '../realtime/socket-authentication.ts';
import type { AppSocket, SocketServer } from '../realtime/socket-server.ts';

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
 * Who listens to a room: a socket is in the room's channel and in its player's own channel, from a
 * join (the lobby's or the game's) until it leaves. Everything goes through the socket.io adapter, so
 * with REDIS_URL it reaches sockets on every node, not just this one. What is said on these channels
 * is the lobby's and the game's business.
 */
export interface RoomChannel {
  /** Puts the socket in the room's channel and in its player's own channel. */
  subscribe(socket: AppSocket, roomId: string): Promise<void>;
  /** Takes the socket out of both again (a join that failed). */
  unsubscribe(socket: AppSocket, roomId: string): Promise<void>;
  /** Takes every socket of `uid`, on any node, out of the room's channels. */
  removeUser(roomId: string, uid: string): void;
  /** The users with at least one socket in the room, on any node. */
  connectedUids(roomId: string): Promise<Set<string>>;
}

/** The RoomChannel over the app's socket.io server. */
export function createSocketRoomChannel(io: SocketServer): RoomChannel {
  const channelsOf = (roomId: string, uid: string) => [roomChannel(roomId), playerChannel(roomId, uid)];
  return {
    async subscribe(socket, roomId) {
      await socket.join(channelsOf(roomId, socket.data.user.uid));
    },
    async unsubscribe(socket, roomId) {
      for (const channel of channelsOf(roomId, socket.data.user.uid)) await socket.leave(channel);
    },
    removeUser(roomId, uid) {
      io.in(userRoom(uid)).socketsLeave(channelsOf(roomId, uid));
    },
    async connectedUids(roomId) {
      const sockets = await io.in(roomChannel(roomId)).fetchSockets();
      return new Set(sockets.map((socket) => socket.data.user.uid));
    },
  };
}
