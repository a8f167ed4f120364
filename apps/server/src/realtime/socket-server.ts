import type { Server as HttpServer } from 'node:http';
import type { PlayerView } from '@npat/engine';
import {
  PROTOCOL_VERSION,
  SOCKET_PATH,
  type ClientToServerEvents as LobbyClientToServerEvents,
  type GameClientToServerEvents,
  type GameServerToClientEvents,
  type ServerToClientEvents as LobbyServerToClientEvents,
  type User,
} from '@npat/protocol';
import { Server, type Socket } from 'socket.io';
import { isAllowedOrigin } from './allowed-origin.ts';
import { jsonOnlyParser, type PreEncodedJson } from './json-only-parser.ts';

/** What clients may send: the lobby's intents and the game's, each acknowledged. */
export type ClientToServerEvents = LobbyClientToServerEvents & GameClientToServerEvents<PlayerView>;

/**
 * What the server sends: the lobby's events and the game's, with the engine's view of a player (or that
 * view already written as JSON, the same on the wire).
 */
export type ServerToClientEvents = LobbyServerToClientEvents &
  GameServerToClientEvents<PlayerView | PreEncodedJson<PlayerView>>;

/** Events servers send each other through the adapter (Redis across nodes). None yet. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by later issues
export interface InterServerEvents {}

/** What the server remembers per connection, set by the handshake's session check. */
export interface SocketData {
  /** The signed-in user as of the handshake. */
  user: User;
  /** The session the handshake's cookie named (its token's hash), to close the socket at sign-out. */
  sessionId: string;
}

/** The typed socket.io server of this app. */
export type SocketServer = Server<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;

/** One connection to the typed server. */
export type AppSocket = Socket<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;

/** How often engine.io pings each client (socket.io's default). */
export const PING_INTERVAL_MS = 25_000;
/** How long a pong may take before the connection counts as lost (socket.io's default is 20 s). */
export const PING_TIMEOUT_MS = 60_000;

/**
 * The largest message (a WebSocket frame, a long-poll's body) a client may send. Clients learn it in the
 * handshake and split long-poll batches under it; a larger frame closes the connection.
 */
export const MAX_FRAME_BYTES = 16 * 1024;

export interface SocketServerOptions {
  readonly publicOrigin: string;
  /** True once shutdown began: new handshakes are refused so clients reconnect to another node. */
  readonly isShuttingDown: () => boolean;
}

/**
 * Attaches socket.io to the HTTP server on SOCKET_PATH. Handshakes from foreign origins are refused;
 * every accepted connection first receives `server:hello` with the protocol version.
 */
export function createSocketServer(httpServer: HttpServer, options: SocketServerOptions): SocketServer {
  const io: SocketServer = new Server(httpServer, {
    path: SOCKET_PATH,
    serveClient: false,
    parser: jsonOnlyParser,
    // Long-polling answers are sent as they are, like WebSocket frames (perMessageDeflate is off too).
    httpCompression: false,
    // A busy node reads a pong late: with socket.io's 20 s it dropped players of running games who were
    // there all along. A client that really went is marked away later, up to 85 s instead of 45 s
    // (docs/decisions/034-overload-gate.md).
    pingInterval: PING_INTERVAL_MS,
    pingTimeout: PING_TIMEOUT_MS,
    // The largest real intent is under 2 KB; socket.io's 1 MB let one frame cost a deep parse.
    maxHttpBufferSize: MAX_FRAME_BYTES,
    allowRequest(request, callback) {
      if (options.isShuttingDown()) return callback('server shutting down', false);
      const allowed = isAllowedOrigin(request.headers.origin, request.headers.host, options.publicOrigin);
      callback(allowed ? null : 'origin not allowed', allowed);
    },
  });

  io.on('connection', (socket) => {
    forgetHandshakeRequest(socket);
    socket.emit('server:hello', { protocolVersion: PROTOCOL_VERSION });
  });
  return io;
}

/**
 * Lets go of the HTTP request a connection began with, and of its headers, once the middlewares have
 * read what they need (the session's cookie, the Origin): kept for the socket's lifetime, as socket.io
 * does by default, they were about 1.4 KB of every player's memory (socket.io's own advice, "Memory
 * usage"; docs/decisions/045-sockets-forget-their-handshake.md). Nothing reads them after the
 * handshake; `socket.data` holds what the connection needs.
 */
function forgetHandshakeRequest(socket: AppSocket): void {
  // engine.io types the request as always there; it is only read while the connection is made.
  (socket.conn as { request: unknown }).request = null;
  socket.handshake.headers = {};
}
