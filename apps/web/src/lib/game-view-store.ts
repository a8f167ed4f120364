import { withOwnDraft, withProgress, type PlayerView } from '@npat/engine';
import type { GameProgress } from '@npat/protocol';
import { useCallback, useSyncExternalStore } from 'react';

/**
 * The latest view of each game this tab follows. It outlives the screens, so moving from the game to the
 * scoring route shows the last view at once instead of a skeleton, while the new screen joins again.
 */
const views = new Map<string, PlayerView>();
const listeners = new Set<() => void>();
/** Games this tab has left (the results, for a new lobby or home): their late views are not kept. */
const leftRooms = new Set<string>();

/**
 * Keeps `view` as the room's latest, unless it was built before the one already kept: an ack and a
 * broadcast may cross, and an older view must never undo a newer one.
 */
export function storeGameView(roomId: string, view: PlayerView): void {
  if (leftRooms.has(roomId)) return;
  const current = views.get(roomId);
  if (current && view.serverNow < current.serverNow) return;
  views.set(roomId, view);
  for (const listener of [...listeners]) listener();
}

/** Replaces the room's latest view with `change` of it; nothing when there is none or the game was left. */
function changeGameView(roomId: string, change: (view: PlayerView) => PlayerView): void {
  const current = views.get(roomId);
  if (current === undefined || leftRooms.has(roomId)) return;
  const next = change(current);
  if (next === current) return;
  views.set(roomId, next);
  for (const listener of [...listeners]) listener();
}

/** Puts the player's own accepted draft into the room's latest view (its ack carries no view). */
export function storeOwnDraft(roomId: string, categoryId: string, text: string): void {
  changeGameView(roomId, (view) => withOwnDraft(view, categoryId, text));
}

/**
 * Puts the room's progress (filled counts, Done, Done reviewing) into its latest view, if it is of the
 * same round and not older.
 */
export function storeGameProgress(update: GameProgress): void {
  changeGameView(update.roomId, (view) => withProgress(view, update));
}

/**
 * The player leaves the game's screens for good (Play again, Home). A view that still arrives, such as
 * the completed game their leaving caused, must not move them back home from their new lobby.
 */
export function leaveGameView(roomId: string): void {
  leftRooms.add(roomId);
}

/** The player opens the game's screens (again): its views count. */
export function followGameView(roomId: string): void {
  leftRooms.delete(roomId);
}

/** Forgets every view (tests, and a sign-out: another user must never see them). */
export function clearGameViews(): void {
  views.clear();
  leftRooms.clear();
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
