import { useEffect } from 'react';
import { holdWakeLock } from './wake-lock';

/**
 * Keeps the screen awake while `active` (a round running), where the browser allows it; lets go when
 * `active` turns false or the screen goes, and takes the lock again when the tab is shown after being hidden.
 */
export function useWakeLock(active: boolean): void {
  useEffect(() => (active ? holdWakeLock() : undefined), [active]);
}
