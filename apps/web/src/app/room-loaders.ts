import type { RoomAccess, User } from '@npat/protocol';
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { fetchRoomAccess } from '@/lib/room-access';
import { roomPath, screenForPhase, type RoomScreen } from '@/lib/room-paths';
import { readSession } from '@/lib/session';
import { toast } from '@/lib/toast';
import { whenWorded } from '@/lib/when-worded';
import { loaderFailure } from '@/lib/loader-failure';
import { roomGuardRedirect } from './room-guard';
import { roomGuardWords } from './room-guard-words';

/** The session (shared with the root loader) and the room's access, read together. */
async function readRoom(request: Request, roomId: string): Promise<[User | null, RoomAccess | null]> {
  return Promise.all([readSession(request), fetchRoomAccess(roomId)]).catch((error: unknown) => {
    throw loaderFailure(error);
  });
}

/**
 * Loader of every room screen (lobby, game, scoring, result): reads the session and the room's access
 * together and applies the room guard, then goes straight on to the screen of the room's current phase,
 * so an old link or a reload after the phase moved on never shows a screen that does not fit
 * (docs/product/screens.md#phases-and-screens). The screen renders only after both answered, so nothing of it
 * shows while loading.
 */
export function roomScreenLoader(screen: RoomScreen) {
  return async ({ request, params }: LoaderFunctionArgs): Promise<null> => {
    const roomId = params.roomId ?? '';
    const [user, access] = await readRoom(request, roomId);
    const target = roomGuardRedirect(roomId, access, user);
    // Signed out, the player is on their way to sign in or has just left; signed in, they followed a link
    // (on a first visit, before the catalogue may be in: the notice waits for it).
    if (target === '/' && user) {
      whenWorded(() => toast(roomGuardWords(access), { id: 'room-guard' }));
    }
    if (target) throw redirect(target);
    const current = access ? screenForPhase(access.phase) : null;
    if (current && current !== screen) throw redirect(roomPath(roomId, current));
    return null;
  };
}

/** Unknown paths under a room, and the room's bare path, lead home (docs/product/screens.md#routes). */
export function roomFallbackLoader(): never {
  throw redirect('/');
}
