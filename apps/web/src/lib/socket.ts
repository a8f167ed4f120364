import {
  AUTH_ERROR_CODES,
  PROTOCOL_VERSION,
  SOCKET_CONNECT_ERROR_CODES,
  SOCKET_PATH,
  socketAuthErrorDataSchema,
  type ClientToServerEvents,
  type GameClientToServerEvents,
  type GameServerToClientEvents,
  type HandshakeAuth,
  type ServerToClientEvents,
} from '@npat/protocol';
import { useCallback, useSyncExternalStore } from 'react';
import { io, type Socket } from 'socket.io-client';
import { text } from '@/i18n/locale-store';
import { toast } from '@/lib/toast';
import { reportSessionLoss } from './api';
import { clearProtocolRefusal, reportProtocolRefusal } from './protocol-refusal';

/** The events the server sends this tab (lobby and game), and the intents the tab sends it. */
export type TabServerEvents = ServerToClientEvents & GameServerToClientEvents;
export type TabClientEvents = ClientToServerEvents & GameClientToServerEvents;

/** The tab's connection, typed by the protocol's event maps. */
export type GameSocket = Socket<TabServerEvents, TabClientEvents>;

/** Pause before asking again after the server closed or refused the connection for a reason of its own. */
const RETRY_DELAY_MS = 2000;

/** Pause before asking again while the player's other tabs hold every connection their session may have. */
const TOO_MANY_TABS_RETRY_MS = 10_000;

/** Pause before asking again while the server runs an older protocol than this tab: an update under way. */
const SERVER_UPDATE_RETRY_MS = 60_000;

let socket: GameSocket | undefined;
let holders = 0;
let closeTimer: ReturnType<typeof setTimeout> | undefined;
let retryTimer: ReturnType<typeof setTimeout> | undefined;

/**
 * The tab's one connection to the game server (same origin, authenticated by the session cookie). It is
 * made on first use but connects only while a room screen holds it (holdConnection).
 */
export function gameSocket(): GameSocket {
  if (!socket) {
    socket = io({
      path: SOCKET_PATH,
      withCredentials: true,
      autoConnect: false,
      // WebSocket first: the lobby's first state arrives a round trip sooner than through polling and its
      // upgrade (which matters most on a phone's network); polling remains where a WebSocket cannot open.
      transports: ['websocket', 'polling'],
      tryAllTransports: true,
      // The server refuses any other version (docs/decisions/053-versioned-protocol.md).
      auth: { protocolVersion: PROTOCOL_VERSION } satisfies HandshakeAuth,
    });
    watch(socket);
  }
  return socket;
}

function watch(connection: GameSocket) {
  connection.on('connect', clearProtocolRefusal);
  connection.on('connect_error', (error) => {
    // While `active`, socket.io keeps retrying by itself (network gone, server restarting).
    if (connection.active) return;
    if (error.message === AUTH_ERROR_CODES.notSignedIn) {
      // The handshake found no session: the player is signed out everywhere, as after a 401.
      const code = socketAuthErrorDataSchema.safeParse(error.data).data?.code;
      reportSessionLoss(code ?? AUTH_ERROR_CODES.notSignedIn);
      return;
    }
    if (error.message === SOCKET_CONNECT_ERROR_CODES.tooManyConnections) {
      // Another tab must close first; until then this one asks now and then, and says why it waits.
      toast.error(text().errors.realtime.tooManyConnections, { id: 'too-many-connections' });
      return retryLater(connection, TOO_MANY_TABS_RETRY_MS);
    }
    if (error.message === SOCKET_CONNECT_ERROR_CODES.clientTooOld) {
      // This build is older than the server's: only loading the new one helps, so nothing retries.
      return reportProtocolRefusal(error.message, () => retryLater(connection, 0));
    }
    if (error.message === SOCKET_CONNECT_ERROR_CODES.serverTooOld) {
      // The server is older than this build: it is being updated, so ask again in a while (or on Retry).
      reportProtocolRefusal(error.message, () => retryLater(connection, 0));
      return retryLater(connection, SERVER_UPDATE_RETRY_MS);
    }
    // The server could not check the session just now (internal-error): ask again shortly.
    retryLater(connection);
  });
  connection.on('disconnect', (reason) => {
    // A server-side close is never retried by socket.io. Asking once more lets the handshake tell a
    // signed-out player (session loss above) from one whose connection was merely dropped.
    if (reason === 'io server disconnect') retryLater(connection);
  });
}

function retryLater(connection: GameSocket, delayMs = RETRY_DELAY_MS) {
  clearTimeout(retryTimer);
  retryTimer = setTimeout(() => {
    if (holders > 0 && !connection.connected) connection.connect();
  }, delayMs);
}

/**
 * Connects while at least one room screen holds the connection; returns the release. The close after the
 * last release waits a tick, so a screen replaced by the next one (or remounted) keeps the connection.
 * `roomId` goes with every (re)connection as `?room=`: a balancer may hash on it, so that a room's
 * players share a node (docs/decisions/039-room-affinity.md). It is a hint, never needed: any node serves
 * any room.
 */
export function holdConnection(roomId?: string): () => void {
  clearTimeout(closeTimer);
  holders += 1;
  const connection = gameSocket();
  if (roomId !== undefined) connection.io.opts.query = { room: roomId };
  if (!connection.active) connection.connect();
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holders -= 1;
    if (holders === 0) closeTimer = setTimeout(() => holders === 0 && closeSocket(), 0);
  };
}

/** Closes the connection now (sign-out, leaving the rooms); the next holder connects again. */
export function closeSocket(): void {
  clearTimeout(closeTimer);
  clearTimeout(retryTimer);
  socket?.disconnect();
}

/** Whether the connection is up now, re-rendering when it drops or comes back. */
export function useSocketConnected(): boolean {
  const subscribe = useCallback((onChange: () => void) => {
    const connection = gameSocket();
    connection.on('connect', onChange);
    connection.on('disconnect', onChange);
    return () => {
      connection.off('connect', onChange);
      connection.off('disconnect', onChange);
    };
  }, []);
  return useSyncExternalStore(
    subscribe,
    () => gameSocket().connected,
    () => false,
  );
}
