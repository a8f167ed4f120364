import { SCREEN_NAMESPACE, SOCKET_PATH, type ScreenServerToClientEvents } from '@npat/protocol';
import { io, type Socket } from 'socket.io-client';

/** A big screen's connection: it only listens, so it has no events to send. */
export type ScreenSocket = Socket<ScreenServerToClientEvents<unknown>, Record<string, never>>;

/**
 * A connection of its own to the screens' namespace on this origin, apart from the tab's game socket
 * (lib/socket.ts): it needs no session and no protocol handshake, only the room it shows. The transports are
 * the game socket's (WebSocket first, polling where it cannot open), and the room goes along as `?room=` for
 * a balancer that keeps a room's connections on one node (docs/decisions/039-room-affinity.md).
 */
export function openScreenSocket(roomId: string): ScreenSocket {
  return io(SCREEN_NAMESPACE, {
    path: SOCKET_PATH,
    forceNew: true,
    transports: ['websocket', 'polling'],
    tryAllTransports: true,
    auth: { roomId },
    query: { room: roomId },
  });
}
