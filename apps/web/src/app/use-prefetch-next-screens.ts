import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { prefetchLobbyLive } from '@/features/lobby/lobby-parts';
import { whenIdle } from '@/lib/when-idle';
import { screens } from './route-modules';

type Load = () => Promise<unknown>;

/** A room's lobby: its route, its parent's and the live lobby behind its first paint. */
const LOBBY: readonly Load[] = [screens.room, screens.lobby, prefetchLobbyLive];

/**
 * What a signed-in player opens next: from home a new game, or a room's lobby by code or link; from game
 * creation the new room's lobby.
 */
const NEXT_SCREENS: Readonly<Record<string, readonly Load[]>> = {
  '/': [screens.gameCreation, ...LOBBY],
  '/game-creation': LOBBY,
};

/**
 * While a signed-in player reads home or game creation, fetches the code of the screens they go to next once
 * the browser is idle, so moving on does not wait for it. React Router's `<Link prefetch>` exists only in its
 * framework mode; in data mode the route modules' own imports are the way (a fetched module is cached).
 */
export function usePrefetchNextScreens(signedIn: boolean): void {
  const next = NEXT_SCREENS[useLocation().pathname];
  useEffect(() => {
    if (!signedIn || !next) return;
    return whenIdle(() => next.forEach((load) => void load().catch(() => {})), 3000);
  }, [signedIn, next]);
}
