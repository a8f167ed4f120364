/** How often a navigation may ask the server whether a new release is out (browsers check on page loads only). */
export const UPDATE_CHECK_INTERVAL_MS = 10 * 60 * 1000;

/** A round being played or scored: no toast may distract from it. */
export function isGameInProgress(pathname: string): boolean {
  return /^\/game-room\/[^/]+\/(game|scoring)\/?$/.test(pathname);
}

/**
 * Whether a new release may take over (reload the page) on arriving at `pathname`: anywhere outside a room,
 * whose screens follow each other on the server's word and must keep their socket.
 */
export function mayTakeOverAt(pathname: string): boolean {
  return !pathname.startsWith('/game-room/');
}

export interface AppUpdateActions {
  /** Lets the waiting service worker take over; the page reloads once it controls it. */
  readonly takeOver: () => void;
  /** Asks the server for a newer service worker. */
  readonly checkForUpdate: () => void;
  /** The quiet "new version" toast. */
  readonly announce: () => void;
  readonly now: () => number;
}

export interface AppUpdates {
  /** A new release is installed and waiting; the player is at `pathname`. */
  updateReady(pathname: string): void;
  /** The app has moved to `pathname` (a client-side navigation). */
  navigated(pathname: string): void;
}

/**
 * When a new release takes over: at the next navigation outside a room, so nobody's game is cut short and
 * an open page never loses the old release's chunks while it still runs. Announced quietly unless a game is
 * in progress.
 */
export function createAppUpdates(actions: AppUpdateActions): AppUpdates {
  let waiting = false;
  let lastCheck = actions.now();
  return {
    updateReady(pathname) {
      waiting = true;
      if (!isGameInProgress(pathname)) actions.announce();
    },
    navigated(pathname) {
      if (waiting && mayTakeOverAt(pathname)) {
        waiting = false;
        actions.takeOver();
        return;
      }
      if (actions.now() - lastCheck >= UPDATE_CHECK_INTERVAL_MS) {
        lastCheck = actions.now();
        actions.checkForUpdate();
      }
    },
  };
}
