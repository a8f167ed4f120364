import { API_ERROR_CODES, AUTH_ERROR_CODES, type SocketAuthErrorData } from '@npat/protocol';
import type { FastifyBaseLogger } from 'fastify';
import type { ExtendedError } from 'socket.io';
import type { Identity } from '../identity/register-identity.ts';
import type { EndedSessions, SessionLookup } from '../identity/sessions.ts';
import type { SocketServer } from './socket-server.ts';

const sessionRoom = (sessionId: string) => `session:${sessionId}`;

/** The socket.io room of every socket of one user, on whichever node: to reach them all at once. */
export const userRoom = (userId: string) => `user:${userId}`;

/**
 * Lets only signed-in users connect: the handshake's Cookie header must name an active session (the
 * same cookie as HTTP; the Origin check of allowRequest runs before this). The user goes on
 * `socket.data`. A refusal reaches the client as a connect_error with the message 'not-signed-in'
 * and `data.code` telling not-signed-in, session-expired or account-disabled apart (or, when the
 * database fails, the message and code 'internal-error'). See the protocol's socketAuthErrorDataSchema.
 */
export function authenticateSockets(
  io: SocketServer,
  resolveSession: Identity['resolveSession'],
  logger: FastifyBaseLogger,
): void {
  io.use((socket, next) => {
    resolveSession(socket.request.headers.cookie).then(
      (lookup) => {
        if (lookup.status !== 'active') return next(refusal(AUTH_ERROR_CODES.notSignedIn, codeOf(lookup)));
        socket.data.user = lookup.user;
        socket.data.sessionId = lookup.sessionId;
        forgetHandshakeRequest(socket);
        next();
      },
      (error: unknown) => {
        // The database failed: refuse (the client may retry) rather than let an unknown user in.
        logger.error({ err: error }, "Checking a socket handshake's session failed");
        next(refusal(API_ERROR_CODES.internal, API_ERROR_CODES.internal));
      },
    );
  });
  io.on('connection', (socket) => {
    // Rooms per session and per user, so ending sessions closes their sockets on every node.
    void socket.join([sessionRoom(socket.data.sessionId), userRoom(socket.data.user.uid)]);
  });
}

/**
 * Lets the handshake's HTTP request (with its buffers and parser state) be collected: kept for the
 * connection's whole life it costs several KB per player, and nothing reads it after this check.
 * `socket.handshake` keeps the headers and address socket.io copied from it. This is what socket.io's
 * memory-usage guide suggests, done here rather than on the engine's connection because the check
 * above still needs the Cookie header.
 */
function forgetHandshakeRequest(socket: Parameters<Parameters<SocketServer['use']>[0]>[0]): void {
  (socket.conn as { request: unknown }).request = null;
}

/** Disconnects every socket opened with the ended sessions, on whichever node it lives. */
export function disconnectEndedSessions(io: SocketServer, ended: EndedSessions): void {
  const room = 'sessionId' in ended ? sessionRoom(ended.sessionId) : userRoom(ended.userId);
  io.in(room).disconnectSockets(true);
}

function codeOf(lookup: Exclude<SessionLookup, { status: 'active' }>): string {
  if (lookup.status === 'expired') return AUTH_ERROR_CODES.sessionExpired;
  if (lookup.status === 'disabled') return AUTH_ERROR_CODES.accountDisabled;
  return AUTH_ERROR_CODES.notSignedIn;
}

function refusal(message: string, code: string): ExtendedError {
  const error: ExtendedError = new Error(message);
  error.data = { code } satisfies SocketAuthErrorData;
  return error;
}
