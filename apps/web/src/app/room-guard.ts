import type { MessageKey, RoomAccess, User } from '@npat/protocol';
import { joinLinkPath } from '@/lib/room-paths';

/**
 * The access guard of every room screen, exactly as docs/product/screens.md#room-guard lists it: where to
 * send the visitor, or null to show the screen. `access` is null for a room that does not exist, which leads
 * home as well.
 */
export function roomGuardRedirect(
  roomId: string,
  access: RoomAccess | null,
  user: User | null,
): string | null {
  if (!access) return '/';
  if (access.phase === 'GAME-COMPLETED') return '/';
  if (!user) return joinLinkPath(roomId);
  if (access.phase === 'LOBBY') return null;
  // A running game shows itself to its players, and to anyone the server lets watch it.
  return access.inSlot || access.canWatch ? null : '/';
}

/**
 * What a signed-in player sent home by the guard is told (a join link to a finished game, say): that the room
 * does not exist, is closed, or plays without them.
 */
export function roomGuardNotice(access: RoomAccess | null): MessageKey {
  if (!access) return { table: 'lobby', key: 'roomNotFound' };
  if (access.phase === 'GAME-COMPLETED') return { table: 'lobby', key: 'roomClosed' };
  return { table: 'lobby', key: 'gameStarted' };
}
