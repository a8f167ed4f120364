import type { PlayerView } from '@npat/engine';
import { useCallback, useSyncExternalStore } from 'react';

/**
 * The latest view of each game this tab follows. It outlives the screens, so moving from the game to the
 * scoring route shows the last view at once instead of a skeleton, while the new screen joins again.
 */
const views = new Map<string, PlayerView>();
const listeners = new Set<() => void>();

/**
 * Keeps `view` as the room's latest, unless it was built before the one already kept: an ack and a
 * broadcast may cross, and an older view must never undo a newer one.
 */
export function storeGameView(roomId: string, view: PlayerView): void {
  const current = views.get(roomId);
  if (current && view.serverNow < current.serverNow) return;
  views.set(roomId, view);
  for (const listener of [...listeners]) listener();
}

/** Forgets every view (tests, and a sign-out: another user must never see them). */
export function clearGameViews(): void {
  views.clear();
  for (const listener of [...listeners]) listener();
}

/** The latest view of the room's game, or null before the first one arrived. */
export function useGameView(roomId: string): PlayerView | null {
  const subscribe = useCallback((onChange: () => void) => {
    listeners.add(onChange);
    return () => {
      listeners.delete(onChange);
    };
  }, []);
  return useSyncExternalStore(
    subscribe,
    () => views.get(roomId) ?? null,
    () => null,
  );
}
