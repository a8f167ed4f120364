import { playerView, type GameState } from '@npat/engine';
import type { PlayAgain } from '@npat/protocol';
import { userRoom } from '../realtime/socket-authentication.ts';
import type { AppSocket, SocketServer } from '../realtime/socket-server.ts';
import type { ChangeSender } from '../rooms/room-service.ts';
import { playerChannel, roomChannel } from '../rooms/room-channel.ts';
import { sameView } from './same-view.ts';

/** What a broadcast may leave out, because the receivers already hold the view it would send. */
export interface PublishOptions {
  /**
   * The game as of the version right before this one: a player whose view it leaves unchanged is
   * sent nothing (everything they were sent since still holds). Only worth it for changes that few
   * players see, such as drafts (others see a filled count, which changes only now and then).
   */
  readonly previous?: GameState | undefined;
  /** The socket whose ack carried its view of this state; its player's other sockets still get it. */
  readonly sender?: ChangeSender | undefined;
}

/** How the game reaches its players; everything goes through the socket.io adapter (Redis across nodes). */
export interface GameChannel {
  /** Puts the socket in the room's channel and in its player's own channel. */
  subscribe(socket: AppSocket, roomId: string): Promise<void>;
  /** Sends each player of the game their own view, as of `now`, unless `options` shows they hold it. */
  publish(roomId: string, state: GameState, now: number, options?: PublishOptions): void;
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
    publish(roomId, state, now, { previous, sender } = {}) {
      for (const { uid } of state.players) {
        const view = playerView(state, uid, now);
        if (previous !== undefined && sameView(view, playerView(previous, uid, now))) continue;
        const channel = io.to(playerChannel(roomId, uid));
        // Every socket is in a socket.io room named by its id, so `except` leaves out just that one.
        (sender?.uid === uid ? channel.except(sender.socketId) : channel).emit('game:state', view);
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
