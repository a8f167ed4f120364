import { SOCKET_CONNECT_ERROR_CODES, type SocketAuthErrorData } from '@npat/protocol';
import type { ExtendedError } from 'socket.io';
import type { SocketServer } from './socket-server.ts';

/**
 * Refuses a handshake once its session already has `limit` sockets on this node: the client gets a
 * connect_error whose message and `data.code` are `too-many-connections`. The newest is refused rather
 * than the oldest closed, so the tabs already playing keep playing (closing the oldest would make it
 * reconnect and close the next, round and round). Registered after authenticateSockets, which names
 * the session.
 *
 * The count is this node's, kept in memory and taken in the same tick as the check, so handshakes that
 * arrive together cannot all slip under it. Each node protects its own event loop; a user spread over
 * n nodes by the load balancer may hold n times the limit, which costs no node more than the limit.
 */
export function capSocketsPerSession(io: SocketServer, limit: number): void {
  const open = new Map<string, Set<string>>();

  io.use((socket, next) => {
    const { sessionId } = socket.data;
    const ids = open.get(sessionId) ?? new Set<string>();
    if (ids.size >= limit) return next(tooManyConnections());
    // A connection that closed while its session was looked up would never release its place.
    if (socket.conn.readyState !== 'open') return next(new Error('connection closed'));
    ids.add(socket.id);
    open.set(sessionId, ids);
    const release = () => {
      ids.delete(socket.id);
      if (ids.size === 0 && open.get(sessionId) === ids) open.delete(sessionId);
    };
    // The connection may close before the socket counts as connected: then only it tells.
    socket.conn.once('close', release);
    socket.once('disconnect', () => {
      socket.conn.off('close', release);
      release();
    });
    next();
  });
}

function tooManyConnections(): ExtendedError {
  const code = SOCKET_CONNECT_ERROR_CODES.tooManyConnections;
  const error: ExtendedError = new Error(code);
  error.data = { code } satisfies SocketAuthErrorData;
  return error;
}
