import { redirect, type LoaderFunctionArgs } from 'react-router';
import { roomPath } from '@/lib/room-paths';
import { readSession, type SessionData } from '@/lib/session';
import { loaderFailure } from '@/lib/loader-failure';

/** The session, or the error screen (with its Retry) when the server cannot say who is signed in. */
async function sessionOrErrorScreen(request: Request) {
  try {
    return await readSession(request);
  } catch (error) {
    throw loaderFailure(error);
  }
}

/**
 * The root route's loader: nothing renders before it knows who is signed in, so a signed-in player never
 * sees the signed-out home flash. A join link sends a signed-in player straight on to the lobby
 * (docs/product/screens.md#routes); a signed-out one stays home, and the re-read after signing in sends them
 * on.
 */
export async function rootLoader({ request }: LoaderFunctionArgs): Promise<SessionData> {
  const user = await sessionOrErrorScreen(request);
  const url = new URL(request.url);
  const joinCode = url.searchParams.get('jc')?.trim();
  if (user && url.pathname === '/' && joinCode) throw redirect(roomPath(joinCode));
  return { user };
}

/** Guard of routes for signed-in players only (game-creation): anyone else goes home. */
export async function requireUserLoader({ request }: LoaderFunctionArgs): Promise<null> {
  if (!(await sessionOrErrorScreen(request))) throw redirect('/');
  return null;
}
