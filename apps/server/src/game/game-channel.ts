import { playerView, progressUpdate, sameProgress, type GameState } from '@npat/engine';
import type { PlayAgain } from '@npat/protocol';
import { userRoom } from '../realtime/socket-authentication.ts';
import type { AppSocket, SocketServer } from '../realtime/socket-server.ts';
import type { ChangeSender } from '../rooms/room-service.ts';
import { playerChannel, roomChannel } from '../rooms/room-channel.ts';

/**
 * A change that moved nothing but the room's progress (drafts, Done, Done reviewing): what a broadcast of
 * it may leave out, because the receivers already hold it.
 */
export interface ProgressChange {
  /** The game as of the version right before: the others need to hear only if the progress moved. */
  readonly previous: GameState;
  /** The players whose texts changed: their own views changed (for their other tabs). */
  readonly authors: ReadonlySet<string>;
}

/** What a broadcast may leave out. */
export interface PublishOptions {
  readonly progressOnly?: ProgressChange | undefined;
  /** The socket that sent a draft: it holds what it typed; its player's other sockets still get it. */
  readonly sender?: ChangeSender | undefined;
}

/** How the game reaches its players; everything goes through the socket.io adapter (Redis across nodes). */
export interface GameChannel {
  /** Puts the socket in the room's channel and in its player's own channel. */
  subscribe(socket: AppSocket, roomId: string): Promise<void>;
  /**
   * Sends each player of the game their own view, as of `now`, unless `options` shows they hold it; a
   * change of progress alone sends the room its progress instead, when it moved.
   */
  publish(roomId: string, state: GameState, now: number, options?: PublishOptions): void;
  /** Invites everyone in the room to the new lobby of Play again. */
  invite(roomId: string, invite: PlayAgain): void;
  /** Takes every socket of `uid` out of the room (a player who left the game on purpose). */
  removeUser(roomId: string, uid: string): void;
}

/**
 * `singleNode`: no other node shares the sockets (no Redis adapter), so this node knows every socket of
 * a channel and need not build a view that nobody would receive.
 */
export function createSocketGameChannel(io: SocketServer, { singleNode = false } = {}): GameChannel {
  /** Whether a socket other than `except` listens on `channel` (anywhere, when other nodes may hold some). */
  const othersListen = (channel: string, except: string): boolean => {
    if (!singleNode) return true;
    const sockets = io.of('/').adapter.rooms.get(channel);
    return sockets !== undefined && sockets.size > (sockets.has(except) ? 1 : 0);
  };

  /** `uid`'s own view to each of their sockets, but the sender's (its ack carried the view). */
  const sendView = (roomId: string, state: GameState, now: number, uid: string, sender?: ChangeSender) => {
    const channel = playerChannel(roomId, uid);
    // Every socket is in a socket.io room named by its id, so `except` leaves out just that one.
    const except = sender?.uid === uid ? sender.socketId : undefined;
    if (except !== undefined && !othersListen(channel, except)) return;
    const to = except === undefined ? io.to(channel) : io.to(channel).except(except);
    to.emit('game:state', playerView(state, uid, now));
  };

  /**
   * Most changes move only the progress (drafts above all). Everyone hears of it as one small message
   * to the whole room, and only when it moved; the drafts' authors get their own views too (for their
   * other tabs).
   */
  const publishProgress = (
    roomId: string,
    state: GameState,
    now: number,
    { previous, authors }: ProgressChange,
    sender?: ChangeSender,
  ) => {
    const update = progressUpdate(roomId, state, now);
    if (!sameProgress(progressUpdate(roomId, previous, now), update)) {
      const room = io.to(roomChannel(roomId));
      (sender === undefined ? room : room.except(sender.socketId)).emit('game:progress', update);
    }
    for (const uid of authors) sendView(roomId, state, now, uid, sender);
  };

  return {
    async subscribe(socket, roomId) {
      await socket.join([roomChannel(roomId), playerChannel(roomId, socket.data.user.uid)]);
    },
    publish(roomId, state, now, { progressOnly, sender } = {}) {
      if (progressOnly !== undefined) return publishProgress(roomId, state, now, progressOnly, sender);
      for (const { uid } of state.players) sendView(roomId, state, now, uid, sender);
    },
    invite(roomId, invite) {
      io.to(roomChannel(roomId)).emit('game:play-again', invite);
    },
    removeUser(roomId, uid) {
      io.in(userRoom(uid)).socketsLeave([roomChannel(roomId), playerChannel(roomId, uid)]);
    },
  };
}
