import { playerView, type GameState } from '@npat/engine';
import type { PlayAgain } from '@npat/protocol';
import { userRoom } from '../realtime/socket-authentication.ts';
import type { AppSocket, SocketServer } from '../realtime/socket-server.ts';
import { playerChannel, roomChannel } from '../rooms/room-channel.ts';

/** How the game reaches its players; everything goes through the socket.io adapter (Redis across nodes). */
export interface GameChannel {
  /** Puts the socket in the room's channel and in its player's own channel. */
  subscribe(socket: AppSocket, roomId: string): Promise<void>;
  /** Sends each player of the game their own view, as of `now`. */
  publish(roomId: string, state: GameState, now: number): void;
  /** Invites everyone in the room to the new lobby of Play again. */
  invite(roomId: string, invite: PlayAgain): void;
  /** Takes every socket of `uid` out of the room (a player who left the game on purpose). */
  removeUser(roomId: string, uid: string): void;
}

export function createSocketGameChannel(io: SocketServer): GameChannel {
  return {
    async subscribe(socket, roomId) {
      await socket.join([roomChannel(roomId), playerChannel(roomId, socket.data.user.uid)]);
    },
    publish(roomId, state, now) {
      for (const { uid } of state.players) {
        io.to(playerChannel(roomId, uid)).emit('game:state', playerView(state, uid, now));
      }
    },
    invite(roomId, invite) {
      io.to(roomChannel(roomId)).emit('game:play-again', invite);
    },
    removeUser(roomId, uid) {
      io.in(userRoom(uid)).socketsLeave([roomChannel(roomId), playerChannel(roomId, uid)]);
    },
  };
}
