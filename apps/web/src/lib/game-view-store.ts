import type { PlayerView } from '@npat/engine';
import type { GameProgress } from '@npat/protocol';
import { useCallback, useSyncExternalStore } from 'react';
import {
  withAcceptedDraft,
  withProgressMessage,
  withWholeView,
  type HeldGameView,
  type OwnDraft,
} from './held-game-view';

/**
 * The latest view of each game this tab follows. It outlives the screens, so moving from the game to the
 * scoring route shows the last view at once instead of a skeleton, while the new screen joins again.
 */
const views = new Map<string, HeldGameView>();
const listeners = new Set<() => void>();
/** Games this tab has left (the results, for a new lobby or home): their late views are not kept. */
const leftRooms = new Set<string>();

/** Keeps `change` of the room's held view; nothing when the game was left or nothing changed. */
function changeGameView(
  roomId: string,
  change: (held: HeldGameView | undefined) => HeldGameView | undefined,
) {
  if (leftRooms.has(roomId)) return;
  const held = views.get(roomId);
  const next = change(held);
  if (next === undefined || next === held) return;
  views.set(roomId, next);
  for (const listener of [...listeners]) listener();
}

/**
 * Keeps `view` as the room's latest, unless the room's version it shows is not newer than the one
 * already kept: an ack and a broadcast may cross, another node's broadcast may come late, and an older
 * view must never undo a newer one.
 */
export function storeGameView(roomId: string, view: PlayerView): void {
  // A version orders the views of one room only.
  if (view.roomId !== roomId) return;
  changeGameView(roomId, (held) => withWholeView(held, view));
}

/**
 * Puts the player's own accepted draft (the room's `version` that holds it, from its ack, which carries
 * no view) into the room's latest view, until a view of that version or later shows it.
 */
export function storeOwnDraft(roomId: string, draft: OwnDraft): void {
  changeGameView(roomId, (held) => held && withAcceptedDraft(held, draft));
}

/**
 * Puts the room's progress (filled counts, Done, Done reviewing) into its latest view, if it is of the
 * same round and newer.
 */
export function storeGameProgress(update: GameProgress): void {
  changeGameView(update.roomId, (held) => held && withProgressMessage(held, update));
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
    () => views.get(roomId)?.shown ?? null,
    () => null,
  );
}
