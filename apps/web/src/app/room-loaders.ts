import { IDENTITY_ERRORS } from '@npat/protocol';
import { data, redirect, type LoaderFunctionArgs } from 'react-router';
import { ApiError } from '@/lib/api';
import { fetchRoomAccess } from '@/lib/rooms-api';
import { readSession } from '@/lib/session';
import { roomGuardRedirect } from './room-guard';

/**
 * Loader of every room screen (lobby, game, scoring, result): reads the session (shared with the root
 * loader) and the room's access together, then applies the seed's guard. The screen renders only after
 * both answered, so nothing of it shows while the room data loads.
 */
export async function roomScreenLoader({ request, params }: LoaderFunctionArgs): Promise<null> {
  const roomId = params.roomId ?? '';
  const [user, access] = await Promise.all([readSession(request), fetchRoomAccess(roomId)]).catch(
    (error: unknown) => {
      const message = error instanceof ApiError ? error.message : IDENTITY_ERRORS.networkFailed;
      throw data({ message }, { status: 500 });
    },
  );
  const target = roomGuardRedirect(roomId, access, user);
  if (target) throw redirect(target);
  return null;
}

/** Unknown paths under a room, and the room's bare path, lead home (seed §2). */
export function roomFallbackLoader(): never {
  throw redirect('/');
}
