import {
  PROTOCOL_VERSION,
  type ClientToServerEvents,
  type HandshakeAuth,
  type ServerHello,
  type ServerToClientEvents,
} from '@npat/protocol';
import { io, type ManagerOptions, type Socket, type SocketOptions } from 'socket.io-client';

/** A socket.io client typed with the app's events. */
export type TestSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/**
 * Opens a real socket.io client to `url` without reconnecting, so a refused handshake shows up as one
 * `connect_error`. Pass `extraHeaders` (e.g. an Origin) with the websocket transport only: browsers'
 * polling would not carry them the same way. It speaks this build's protocol, as the web app does,
 * unless `auth` says otherwise.
 */
export function connectTestSocket(
  url: string,
  options: Partial<ManagerOptions & SocketOptions> = {},
): TestSocket {
  return io(url, {
    reconnection: false,
    forceNew: true,
    transports: ['websocket'],
    auth: { protocolVersion: PROTOCOL_VERSION } satisfies HandshakeAuth,
    ...options,
  });
}

/** Resolves with the server's `server:hello`, or rejects when the connection is refused. */
export function nextHello(socket: TestSocket): Promise<ServerHello> {
  return new Promise((resolve, reject) => {
    socket.once('server:hello', resolve);
    socket.once('connect_error', reject);
  });
}

/** Resolves with the error of a refused connection, or rejects when the server accepts it. */
export function connectionRefusal(socket: TestSocket): Promise<Error> {
  return new Promise((resolve, reject) => {
    socket.once('connect_error', resolve);
    socket.once('connect', () => reject(new Error('the server accepted the connection')));
  });
}
