import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { whenIdle } from '@/lib/when-idle';
import { screens } from './route-modules';

/** What a signed-in player on the home screen opens next: a new game, or a room's lobby by code or link. */
const NEXT_FROM_HOME = [screens.gameCreation, screens.room, screens.lobby];

/**
 * While a signed-in player reads the home screen, fetches the code of the screens they go to next once the
 * browser is idle, so moving on does not wait for it. React Router's `<Link prefetch>` exists only in its
 * framework mode; in data mode the route modules' own imports are the way (a fetched module is cached).
 */
export function usePrefetchNextScreens(signedIn: boolean): void {
  const onHome = useLocation().pathname === '/';
  useEffect(() => {
    if (!signedIn || !onHome) return;
    return whenIdle(() => NEXT_FROM_HOME.forEach((load) => void load().catch(() => {})), 3000);
  }, [signedIn, onHome]);
}
