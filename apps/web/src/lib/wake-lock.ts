/**
 * Keeps the screen on while a round runs (Screen Wake Lock API), so a phone lying on the table does not dim
 * in the middle of answering. One lock for the page, held while anything holds it; where the API is missing
 * or the browser refuses (low battery, a policy), nothing happens and the screen sleeps as usual.
 */
let holders = 0;
let sentinel: WakeLockSentinel | null = null;
let requesting = false;

function supported(): boolean {
  return typeof navigator !== 'undefined' && 'wakeLock' in navigator && Boolean(navigator.wakeLock);
}

async function request(): Promise<void> {
  const held = sentinel !== null && !sentinel.released;
  // A hidden page is refused anyway; it asks again when it is shown.
  if (requesting || held || document.visibilityState !== 'visible') return;
  requesting = true;
  try {
    const lock = await navigator.wakeLock.request('screen');
    if (holders > 0) sentinel = lock;
    else await lock.release();
  } catch {
    // Refused: the screen may sleep as usual.
  } finally {
    requesting = false;
  }
}

function release(): void {
  const lock = sentinel;
  sentinel = null;
  if (lock && !lock.released) lock.release().catch(() => {});
}

// The browser lets go of the lock when the tab is hidden; it is taken again when the player comes back.
function onVisibilityChange(): void {
  if (document.visibilityState === 'visible') void request();
}

/** Keeps the screen awake until the returned function is called (each holder calls its own once). */
export function holdWakeLock(): () => void {
  if (!supported()) return () => {};
  holders += 1;
  document.addEventListener('visibilitychange', onVisibilityChange);
  void request();
  let held = true;
  return () => {
    if (!held) return;
    held = false;
    holders -= 1;
    // A moment later: a screen handing over to the next (game to scoring) holds it again at once.
    queueMicrotask(() => {
      if (holders > 0) return;
      document.removeEventListener('visibilitychange', onVisibilityChange);
      release();
    });
  };
}
