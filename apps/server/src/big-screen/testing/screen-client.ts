import {
  lobbyViewSchema,
  playerViewSchema,
  SCREEN_NAMESPACE,
  type LobbyView,
  type PlayerView,
} from '@npat/protocol';
import { io, type Socket } from 'socket.io-client';
import { checked } from '../../testing/checked-message.ts';

/** A big screen over a real socket: every frame it received as JSON text, and its latest views. */
export interface TestScreen {
  readonly frames: string[];
  /** Resolves with the latest game view once it satisfies `matches` (at once, if it already does). */
  gameWhere(matches: (view: PlayerView) => boolean): Promise<PlayerView>;
  lobbyWhere(matches: (view: LobbyView) => boolean): Promise<LobbyView>;
  close(): void;
}

/** Connects a big screen for `roomId` (no session: a TV is rarely signed in); rejects with the refusal's code. */
export async function connectScreen(url: string, roomId: unknown): Promise<TestScreen> {
  const socket: Socket = io(`${url}${SCREEN_NAMESPACE}`, {
    reconnection: false,
    forceNew: true,
    transports: ['websocket'],
    auth: { roomId },
  });
  const frames: string[] = [];
  socket.io.on('packet', (packet) => frames.push(JSON.stringify(packet)));
  const latest: { game?: PlayerView; lobby?: LobbyView } = {};
  const waiters = new Set<() => void>();
  const heard = () => waiters.forEach((wake) => wake());
  socket.on('screen:game', (view: unknown) => {
    latest.game = checked(playerViewSchema, view) as PlayerView;
    heard();
  });
  socket.on('screen:lobby', (view: unknown) => {
    latest.lobby = checked(lobbyViewSchema, view) as LobbyView;
    heard();
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', (error) => reject(new Error(error.message)));
  });
  const where =
    <T>(read: () => T | undefined) =>
    (matches: (view: T) => boolean) =>
      new Promise<T>((resolve) => {
        const check = () => {
          const view = read();
          if (view === undefined || !matches(view)) return;
          waiters.delete(check);
          resolve(view);
        };
        waiters.add(check);
        check();
      });
  return {
    frames,
    gameWhere: where(() => latest.game),
    lobbyWhere: where(() => latest.lobby),
    close: () => socket.disconnect(),
  };
}
