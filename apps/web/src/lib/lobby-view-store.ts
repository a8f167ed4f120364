import type { RoomSettings } from '@npat/protocol';
import { useCallback, useSyncExternalStore } from 'react';

/**
 * The settings of each lobby this tab has shown, by room id. The lobby's view lives in its screen's state;
 * screens outside the lobby feature that tell the room's rules (the How To Play guide) read them here.
 */
const settingsByRoom = new Map<string, RoomSettings>();
const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of [...listeners]) listener();
}

/** Keeps the settings the room's lobby shows now; nothing changes (and nobody re-renders) when equal. */
export function storeLobbySettings(roomId: string, settings: RoomSettings): void {
  const held = settingsByRoom.get(roomId);
  if (held !== undefined && JSON.stringify(held) === JSON.stringify(settings)) return;
  settingsByRoom.set(roomId, settings);
  notify();
}

/** Forgets every lobby's settings (tests, and a sign-out: they were the previous user's rooms). */
export function clearLobbySettings(): void {
  settingsByRoom.clear();
  notify();
}

/** The settings the room's lobby showed last, or null before it showed any. */
export function useLobbySettings(roomId: string): RoomSettings | null {
  const subscribe = useCallback((onChange: () => void) => {
    listeners.add(onChange);
    return () => {
      listeners.delete(onChange);
    };
  }, []);
  return useSyncExternalStore(
    subscribe,
    () => settingsByRoom.get(roomId) ?? null,
    () => null,
  );
}
