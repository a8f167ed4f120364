import type { RunningGame } from '@npat/protocol';
import { useEffect, useState } from 'react';
import { afterScreenShown } from '@/lib/after-screen-shown';
import { fetchRunningGame } from '@/lib/running-game';

/** While a game is on offer, how often it is asked again, so the banner goes when the game ends. */
export const RUNNING_GAME_POLL_MS = 30_000;

/** Asks for the running game into `set` unless the tab is hidden; returns a way to drop a late answer. */
function reader(set: (game: RunningGame | null) => void) {
  let active = true;
  const read = () => {
    if (document.visibilityState === 'hidden') return;
    fetchRunningGame().then(
      (running) => active && set(running),
      // A failed read keeps what was known; the next page or poll asks again.
      () => {},
    );
  };
  return { read, stop: () => (active = false) };
}

/**
 * The signed-in player's running game, asked once each page is shown and when the tab comes back into view;
 * never inside a room, where the player already is. While there is one it is asked again every
 * RUNNING_GAME_POLL_MS.
 */
export function useRunningGame(
  uid: string | undefined,
  pathname: string,
  inRoom: boolean,
): RunningGame | null {
  const [game, setGame] = useState<RunningGame | null>(null);
  const asking = uid !== undefined && !inRoom;
  const hasGame = game !== null;

  useEffect(() => {
    if (!asking) return;
    const { read, stop } = reader(setGame);
    // After the page's own first paint: the banner must never hold up the screen the player came for.
    const cancel = afterScreenShown(read);
    document.addEventListener('visibilitychange', read);
    return () => {
      stop();
      cancel();
      document.removeEventListener('visibilitychange', read);
    };
  }, [asking, uid, pathname]);

  useEffect(() => {
    if (!asking || !hasGame) return;
    const { read, stop } = reader(setGame);
    const poll = setInterval(read, RUNNING_GAME_POLL_MS);
    return () => {
      stop();
      clearInterval(poll);
    };
  }, [asking, hasGame]);

  return asking ? game : null;
}
