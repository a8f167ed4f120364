import {
  PROTOCOL_VERSION,
  SOCKET_CONNECT_ERROR_CODES,
  handshakeAuthSchema,
  type SocketAuthErrorData,
} from '@npat/protocol';
import type { ExtendedError } from 'socket.io';
import type { SocketServer } from './socket-server.ts';

type VersionRefusal =
  typeof SOCKET_CONNECT_ERROR_CODES.clientTooOld | typeof SOCKET_CONNECT_ERROR_CODES.serverTooOld;

/**
 * Refuses a handshake whose `auth.protocolVersion` is not this server's: a connect_error whose message and
 * `data.code` are `client-too-old` (the tab must load the new release) or `server-too-old` (this node has
 * not been updated yet), like the handshake's other refusals. Registered first: it needs no database, and
 * a stale tab should be told to reload whatever else is wrong with it
 * (docs/decisions/053-versioned-protocol.md).
 */
export function checkProtocolVersion(io: SocketServer, serverVersion: number = PROTOCOL_VERSION): void {
  io.use((socket, next) => {
    const code = versionRefusal(socket.handshake.auth, serverVersion);
    next(code === undefined ? undefined : refusal(code));
  });
}

/**
 * Why a handshake's `auth` does not fit `serverVersion`, if it does not. A client that sends no version
 * (or none that parses) is a web build from before versions were sent, so it is too old.
 */
export function versionRefusal(auth: unknown, serverVersion: number): VersionRefusal | undefined {
  const parsed = handshakeAuthSchema.safeParse(auth);
  if (!parsed.success || parsed.data.protocolVersion < serverVersion) {
    return SOCKET_CONNECT_ERROR_CODES.clientTooOld;
  }
  if (parsed.data.protocolVersion > serverVersion) return SOCKET_CONNECT_ERROR_CODES.serverTooOld;
  return undefined;
}

function refusal(code: VersionRefusal): ExtendedError {
  const error: ExtendedError = new Error(code);
  error.data = { code } satisfies SocketAuthErrorData;
  return error;
}
