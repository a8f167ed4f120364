import type { LobbyView, RoomSettings } from '@npat/protocol';
import { useSyncExternalStore } from 'react';
import { withBroadcast, withJoinAnswered, withJoinSent, type HeldLobbyView } from './held-lobby-view';
import { createRoomViewStore } from './room-view-store';

/**
 * The lobby of each room this tab has shown, by room id (the same store as the game's views,
 * room-view-store.ts). Screens outside the lobby feature that tell the room's rules (the How To Play
 * guide) read its settings here.
 */
const lobbies = createRoomViewStore<HeldLobbyView, LobbyView>((held) => held.shown);

/**
 * The settings each lobby shows, kept apart so that a new view with equal settings (most of them) leaves
 * the object as it was and re-renders nobody who reads only the settings.
 */
const settingsByRoom = new Map<string, RoomSettings>();
const settingsListeners = new Set<() => void>();

function keepSettings(roomId: string): void {
  const settings = lobbies.get(roomId)?.shown?.settings;
  const held = settingsByRoom.get(roomId);
  if (settings === undefined || (held !== undefined && JSON.stringify(held) === JSON.stringify(settings)))
    return;
  settingsByRoom.set(roomId, settings);
  for (const listener of [...settingsListeners]) listener();
}

function changeLobby(roomId: string, change: (held: HeldLobbyView | undefined) => HeldLobbyView): void {
  lobbies.change(roomId, change);
  keepSettings(roomId);
}

/** The player's join of the room is sent: until it is answered, only views that seat them are shown. */
export function storeLobbyJoinSent(roomId: string, uid: string | undefined): void {
  changeLobby(roomId, (held) => withJoinSent(held, uid));
}

/** The join's ack seated the player: its view, or a newer one already held, is shown. */
export function storeLobbyJoined(roomId: string, view: LobbyView): void {
  if (view.roomId === roomId) changeLobby(roomId, (held) => withJoinAnswered(held, view));
}

/** A `lobby:state`, or the view of a lobby intent's ack, as seen by `uid`; shown if newer. */
export function storeLobbyView(roomId: string, view: LobbyView, uid: string | undefined): void {
  if (view.roomId === roomId) changeLobby(roomId, (held) => withBroadcast(held, view, uid));
}

/** The player was removed: nothing more of this lobby is kept. */
export function leaveLobbyView(roomId: string): void {
  lobbies.leave(roomId);
}

/** The player opens the lobby (again): its views count. */
export function followLobbyView(roomId: string): void {
  lobbies.follow(roomId);
}

/** Forgets every lobby (tests, and a sign-out: they were the previous user's rooms). */
export function clearLobbyViews(): void {
  lobbies.clear();
  settingsByRoom.clear();
  for (const listener of [...settingsListeners]) listener();
}

/** The lobby as its screen shows it, or null before the first view that may be shown. */
export function useLobbyView(roomId: string): LobbyView | null {
  return lobbies.useShown(roomId);
}

function subscribeSettings(onChange: () => void) {
  settingsListeners.add(onChange);
  return () => {
    settingsListeners.delete(onChange);
  };
}

/** The settings the room's lobby showed last, or null before it showed any. */
export function useLobbySettings(roomId: string): RoomSettings | null {
  return useSyncExternalStore(
    subscribeSettings,
    () => settingsByRoom.get(roomId) ?? null,
    () => null,
  );
}
