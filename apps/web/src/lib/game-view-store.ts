import type { PlayerView } from '@npat/engine';
import type { GameProgress } from '@npat/protocol';
import { createRoomViewStore } from './room-view-store';
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
 * Games this tab has left (the results, for a new lobby or home) keep none of their late views.
 */
const games = createRoomViewStore<HeldGameView, PlayerView>((held) => held.shown);

/**
 * Keeps `view` as the room's latest, unless the room's version it shows is not newer than the one
 * already kept: an ack and a broadcast may cross, another node's broadcast may come late, and an older
 * view must never undo a newer one.
 */
export function storeGameView(roomId: string, view: PlayerView): void {
  // A version orders the views of one room only.
  if (view.roomId !== roomId) return;
  games.change(roomId, (held) => withWholeView(held, view));
}

/**
 * Puts the player's own accepted draft (the room's `version` that holds it, from its ack, which carries
 * no view) into the room's latest view, until a view of that version or later shows it.
 */
export function storeOwnDraft(roomId: string, draft: OwnDraft): void {
  games.change(roomId, (held) => held && withAcceptedDraft(held, draft));
}

/**
 * Puts the room's progress (filled counts, Done, Done reviewing) into its latest view, if it is of the
 * same round and newer.
 */
export function storeGameProgress(update: GameProgress): void {
  games.change(update.roomId, (held) => held && withProgressMessage(held, update));
}

/**
 * The player leaves the game's screens for good (Play again, Home). A view that still arrives, such as
 * the completed game their leaving caused, must not move them back home from their new lobby.
 */
export function leaveGameView(roomId: string): void {
  games.leave(roomId);
}

/** The player opens the game's screens (again): its views count. */
export function followGameView(roomId: string): void {
  games.follow(roomId);
}

/** Forgets every view (tests, and a sign-out: another user must never see them). */
export function clearGameViews(): void {
  games.clear();
}

/** The latest view of the room's game, or null before the first one arrived. */
export function useGameView(roomId: string): PlayerView | null {
  return games.useShown(roomId);
}
