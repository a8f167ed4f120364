import { PROGRESS_EVENT_TYPES, type PlayerView } from '@npat/engine';
import {
  SCREEN_NAMESPACE,
  SCREENS_PER_ROOM,
  screenHandshakeSchema,
  type ScreenRefusalCode,
  type ScreenServerToClientEvents,
} from '@npat/protocol';
import type { FastifyBaseLogger } from 'fastify';
import type { ExtendedError, Namespace } from 'socket.io';
import type { SocketServer } from '../realtime/socket-server.ts';
import type { RoomService } from '../room-pipeline/room-service.ts';
import { screenView, followsBigScreen, type ScreenView } from './screen-views.ts';
import { createScreenPacer } from './screen-pacer.ts';

interface ScreenSocketData {
  roomId: string;
}

type ScreenNamespace = Namespace<
  Record<string, never>,
  ScreenServerToClientEvents<PlayerView>,
  Record<string, never>,
  ScreenSocketData
>;

/** The socket.io room of one room's big screens, in the screens' namespace. */
export const screenChannel = (roomId: string) => `screen:${roomId}`;

export interface BigScreenOptions {
  readonly io: SocketServer;
  readonly rooms: RoomService;
  readonly now: () => number;
  /** Whether a channel's sockets are all on this node (always without Redis): then no screen here is none at all. */
  readonly isLocal: (channel: string) => boolean;
  readonly logger: FastifyBaseLogger;
}

/**
 * The big screens (docs/product/rules.md#big-screen): a namespace of their own, where a socket names a room
 * that plays with a big screen and then only listens. It needs no session (a TV is rarely signed in), so it
 * gets what anyone with the room's link may see: the lobby without a hidden code, and the game as a
 * spectator's view, never an answer's text before the review. After each commit of such a room, its screens
 * get the new view (progress alone at most once a second).
 */
export function registerBigScreen(options: BigScreenOptions): { stop(): void } {
  const { io, rooms, now } = options;
  const screens = io.of(SCREEN_NAMESPACE) as unknown as ScreenNamespace;

  /** To a socket.io room: a room's screens, or one screen (each socket is in a room named by its id). */
  const sendTo = (target: string, shown: ScreenView) => {
    const to = screens.to(target);
    if (shown.kind === 'lobby') to.emit('screen:lobby', shown.view);
    else to.emit('screen:game', shown.view);
  };
  const pacer = createScreenPacer((roomId, shown) => sendTo(screenChannel(roomId), shown));

  screens.use((socket, next) => {
    admit(screens, rooms, socket.handshake.auth).then(
      (roomId) => {
        socket.data.roomId = roomId;
        next();
      },
      (error: unknown) => {
        if (error instanceof ScreenRefusal) return next(error);
        options.logger.error({ err: error }, 'Admitting a big screen failed');
        next(new ScreenRefusal('internal-error'));
      },
    );
  });
  screens.on('connection', (socket) => {
    const { roomId } = socket.data;
    // The room as it is now, read once joined (with Redis: once every node holding the channel will
    // publish to it, realtime/room-locality.ts), so no commit falls between.
    void Promise.resolve(socket.join(screenChannel(roomId)))
      .then(() => rooms.find(roomId))
      .then(
        (room) => {
          if (room !== undefined) sendTo(socket.id, screenView(roomId, room, now()));
        },
        (error: unknown) => options.logger.error({ err: error }, 'Reading a room for a big screen failed'),
      );
  });

  rooms.onCommitted((roomId, committed) => {
    if (!followsBigScreen(committed)) return;
    const channel = screenChannel(roomId);
    if (!screens.adapter.rooms.has(channel) && options.isLocal(channel)) return;
    if (committed.snapshot.playAgainRoomId !== null && committed.previous.playAgainRoomId === null) {
      screens.to(screenChannel(roomId)).emit('screen:moved', { roomId: committed.snapshot.playAgainRoomId });
    }
    const progressOnly =
      committed.events.length > 0 && committed.events.every((e) => PROGRESS_EVENT_TYPES.has(e.type));
    pacer.offer(roomId, () => screenView(roomId, committed, now()), progressOnly);
  });
  return { stop: () => pacer.stop() };
}

/** A big screen turned away; its code reaches the screen as the connect_error's message. */
class ScreenRefusal extends Error implements ExtendedError {
  data: { code: ScreenRefusalCode };
  constructor(code: ScreenRefusalCode) {
    super(code);
    this.data = { code };
  }
}

/** The room a screen's handshake names, once it is found, plays with a big screen and has room for one more. */
async function admit(screens: ScreenNamespace, rooms: RoomService, auth: unknown): Promise<string> {
  const parsed = screenHandshakeSchema.safeParse(auth);
  if (!parsed.success) throw new ScreenRefusal('invalid-request');
  const { roomId } = parsed.data;
  const room = await rooms.find(roomId);
  if (room === undefined) throw new ScreenRefusal('room-not-found');
  if (!followsBigScreen(room)) throw new ScreenRefusal('no-big-screen');
  const here = await screens.in(screenChannel(roomId)).fetchSockets();
  if (here.length >= SCREENS_PER_ROOM) throw new ScreenRefusal('room-full');
  return roomId;
}
