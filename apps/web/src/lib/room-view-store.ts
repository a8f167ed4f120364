import { useSyncExternalStore } from 'react';

/**
 * What a tab holds of the rooms it follows, one `Held` per room id, and what the screens show of it. The
 * lobby and the game each keep one (lobby-view-store.ts, game-view-store.ts); how a message is ordered
 * into `Held` by the room's version is theirs (held-lobby-view.ts, held-game-view.ts), so every change
 * goes through `change`, which keeps a result only when it is another object than the one held.
 */
export interface RoomViewStore<Held, Shown> {
  /** The room's held state, or undefined before its first message. */
  get(roomId: string): Held | undefined;
  /** Keeps `change` of the room's held state; nothing when the room was left or nothing changed. */
  change(roomId: string, change: (held: Held | undefined) => Held | undefined): void;
  /** The player left the room's screens for good: its late messages are not kept. */
  leave(roomId: string): void;
  /** The player opens the room's screens (again): its messages count. */
  follow(roomId: string): void;
  /** Forgets every room (tests, and a sign-out: another user must never see them). */
  clear(): void;
  /** What the room's screens show now, re-rendering on every change; null before there is any. */
  useShown(roomId: string): Shown | null;
}

/** A store whose screens show `shownOf(held)`; it must return the same object for the same `held`. */
export function createRoomViewStore<Held, Shown>(
  shownOf: (held: Held) => Shown | undefined,
): RoomViewStore<Held, Shown> {
  const rooms = new Map<string, Held>();
  const leftRooms = new Set<string>();
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of [...listeners]) listener();
  };
  const subscribe = (onChange: () => void) => {
    listeners.add(onChange);
    return () => {
      listeners.delete(onChange);
    };
  };
  const shown = (roomId: string) => {
    const held = rooms.get(roomId);
    return held === undefined ? null : (shownOf(held) ?? null);
  };

  return {
    get: (roomId) => rooms.get(roomId),
    change(roomId, change) {
      if (leftRooms.has(roomId)) return;
      const held = rooms.get(roomId);
      const next = change(held);
      if (next === undefined || next === held) return;
      rooms.set(roomId, next);
      notify();
    },
    leave: (roomId) => void leftRooms.add(roomId),
    follow: (roomId) => void leftRooms.delete(roomId),
    clear() {
      rooms.clear();
      leftRooms.clear();
      notify();
    },
    useShown(roomId) {
      return useSyncExternalStore(
        subscribe,
        () => shown(roomId),
        () => null,
      );
    },
  };
}
