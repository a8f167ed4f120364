import {
  playerView,
  playerViewTexts,
  progressMoved,
  progressUpdate,
  type GameState,
  type PlayerView,
} from '@npat/engine';
import type { PlayAgain } from '@npat/protocol';
import { PreEncodedJson } from '../realtime/json-only-parser.ts';
import type { SocketServer } from '../realtime/socket-server.ts';
import { playerChannel, roomChannel } from '../room-pipeline/room-channel.ts';
import type { ChangeSender } from '../room-pipeline/room-service.ts';
import { createProgressPacer } from './progress-pacer.ts';

/**
 * The time between two progress messages of a room (progress-pacer.ts, which draws each pause within an
 * eighth of it): the others see a player's count move about this late at most, and a round's end is
 * never held back (it is a whole view).
 */
export const PROGRESS_EVERY_MS = 1000;

/**
 * The same while the node is busy (decision 044): progress is most of a busy node's socket writes, and
 * nothing that decides the game waits for it, so it is the first thing a busy node sends less of.
 */
export const PROGRESS_EVERY_BUSY_MS = 3000;

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

/** A game as committed: its state and the room's version that holds it. */
export interface CommittedGame {
  readonly game: GameState;
  readonly version: number;
}

/** What a broadcast may leave out. */
export interface PublishOptions {
  readonly progressOnly?: ProgressChange | undefined;
  /** The socket that sent a draft: it holds what it typed; its player's other sockets still get it. */
  readonly sender?: ChangeSender | undefined;
}

/**
 * What the game says to its players on the room's channels (room-pipeline/room-channel.ts, which
 * also subscribes sockets and removes players); everything goes through the socket.io adapter (Redis
 * across nodes).
 */
export interface GameChannel {
  /**
   * Sends each player of the game their own view, as of `now`, unless `options` shows they hold it; a
   * change of progress alone sends the room its progress instead, when it moved. Every message carries
   * the committed version, so a client can drop one that arrives after a newer one.
   */
  publish(roomId: string, committed: CommittedGame, now: number, options?: PublishOptions): void;
  /** Invites everyone in the room to the new lobby of Play again. */
  invite(roomId: string, invite: PlayAgain): void;
  /** Sends no more progress that waits for its room's pause to end (at shutdown). */
  stop(): void;
}

export interface GameChannelOptions {
  /**
   * Whether every socket of a channel is on this node and its broadcasts stay here (always, without the
   * Redis adapter; realtime/room-locality.ts with it): this node then knows who would receive a view,
   * need not build one for nobody, and may send one written once for the whole room.
   */
  readonly isLocal?: (channel: string) => boolean;
  /** The game's clock, for the time on a progress message sent at the end of a pause. */
  readonly now?: () => number;
  /** A room's pause between progress messages, asked as each pause starts (the node's load may change it). */
  readonly progressEveryMs?: number | (() => number);
}

export function createSocketGameChannel(
  io: SocketServer,
  { isLocal = () => true, now = Date.now, progressEveryMs = PROGRESS_EVERY_MS }: GameChannelOptions = {},
): GameChannel {
  // Sent at the end of a pause to the whole room, the drafts' authors too: they may hold other tabs.
  const pacer = createProgressPacer<CommittedGame>(progressEveryMs, (roomId, { game, version }) =>
    io.to(roomChannel(roomId)).emit('game:progress', progressUpdate(roomId, game, now(), version)),
  );

  /** Whether a socket other than `except` listens on `channel` (anywhere, when other nodes may hold some). */
  const othersListen = (channel: string, except: string): boolean => {
    if (!isLocal(channel)) return true;
    const sockets = io.of('/').adapter.rooms.get(channel);
    return sockets !== undefined && sockets.size > (sockets.has(except) ? 1 : 0);
  };

  /**
   * `uid`'s own view to each of their sockets, but the sender's (its ack carried the view); written by
   * `textFor` when given (a view written once for the whole room) and the channel stays on this node
   * (written text does not survive the adapter's own JSON).
   */
  const sendView = (
    roomId: string,
    { game, version }: CommittedGame,
    now: number,
    uid: string,
    sender?: ChangeSender,
    textFor?: (uid: string) => string,
  ) => {
    const channel = playerChannel(roomId, uid);
    // Every socket is in a socket.io room named by its id, so `except` leaves out just that one.
    const except = sender?.uid === uid ? sender.socketId : undefined;
    if (except !== undefined && !othersListen(channel, except)) return;
    const to = except === undefined ? io.to(channel) : io.to(channel).except(except);
    to.emit(
      'game:state',
      textFor === undefined || !isLocal(channel)
        ? playerView(game, uid, now, { roomId, version })
        : new PreEncodedJson<PlayerView>(textFor(uid)),
    );
  };

  /**
   * Most changes move only the progress (drafts above all). Everyone hears of it as one small message
   * to the whole room, only when it moved and at most once per pause; the drafts' authors get their own
   * views too (for their other tabs).
   */
  const publishProgress = (
    roomId: string,
    committed: CommittedGame,
    now: number,
    { previous, authors }: ProgressChange,
    sender?: ChangeSender,
  ) => {
    const { game, version } = committed;
    if (progressMoved(previous, game)) {
      // Built only when it goes out now: during a pause, the pause's end builds the latest.
      pacer.offer(roomId, committed, () => {
        const room = io.to(roomChannel(roomId));
        const update = progressUpdate(roomId, game, now, version);
        (sender === undefined ? room : room.except(sender.socketId)).emit('game:progress', update);
      });
    }
    for (const uid of authors) sendView(roomId, committed, now, uid, sender);
  };

  return {
    publish(roomId, committed, now, { progressOnly, sender } = {}) {
      if (progressOnly !== undefined) return publishProgress(roomId, committed, now, progressOnly, sender);
      pacer.drop(roomId);
      // Every viewer's view written from one, once a channel on this node alone asks (see PreEncodedJson).
      const { game, version } = committed;
      let texts: ((uid: string) => string) | undefined;
      const textFor = (uid: string) => (texts ??= playerViewTexts(game, now, { roomId, version }))(uid);
      for (const { uid } of game.players) sendView(roomId, committed, now, uid, sender, textFor);
      // Spectators who are here see the game as players do, without answers of their own.
      for (const { uid, connected } of game.spectators)
        if (connected) sendView(roomId, committed, now, uid, sender, textFor);
    },
    invite(roomId, invite) {
      io.to(roomChannel(roomId)).emit('game:play-again', invite);
    },
    stop: () => pacer.stop(),
  };
}
