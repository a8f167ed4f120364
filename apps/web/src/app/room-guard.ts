import type { RoomAccess, User } from '@npat/protocol';
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
  if (access.phase === 'LOBBY') return user ? null : joinLinkPath(roomId);
  return user && access.inSlot ? null : '/';
}
