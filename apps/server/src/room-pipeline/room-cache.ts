import type { LoadedRoom } from './room-snapshot.ts';

/**
 * The last snapshot this node committed (or read) per room, with its version, so that a change does
 * not read and parse the room's JSON again. The database stays the truth: a change decided on a copy
 * is written with the copy's version and refused when another node wrote in between, and a decision
 * that writes nothing is checked against the stored version (see room-writer.ts). So a stale copy costs
 * one more read, never a wrong outcome; and a crash loses nothing but the copies.
 */
export interface RoomCache {
  get(roomId: string): LoadedRoom | undefined;
  set(roomId: string, room: LoadedRoom): void;
  delete(roomId: string): void;
  readonly size: number;
}

export interface RoomCacheOptions {
  /** At most this many rooms are kept; the least recently used go first. */
  readonly maxRooms: number;
  /** A room unused for this long is dropped (at the next use of the cache). */
  readonly idleMs: number;
  readonly now: () => number;
}

/** Rooms of a busy game are used every few seconds; one left alone for minutes is read again if needed. */
export const DEFAULT_ROOM_CACHE: Omit<RoomCacheOptions, 'now'> = { maxRooms: 5000, idleMs: 5 * 60_000 };

export function createRoomCache({ maxRooms, idleMs, now }: RoomCacheOptions): RoomCache {
  // Insertion order is use order: every use moves the room to the end, so the oldest is first.
  const rooms = new Map<string, { room: LoadedRoom; usedAt: number }>();

  const evict = (time: number) => {
    for (const [roomId, entry] of rooms) {
      if (rooms.size <= maxRooms && entry.usedAt > time - idleMs) return;
      rooms.delete(roomId);
    }
  };

  const put = (roomId: string, room: LoadedRoom, time: number) => {
    rooms.delete(roomId);
    rooms.set(roomId, { room, usedAt: time });
  };

  return {
    get(roomId) {
      const time = now();
      evict(time);
      const entry = rooms.get(roomId);
      if (entry !== undefined) put(roomId, entry.room, time);
      return entry?.room;
    },
    set(roomId, room) {
      const time = now();
      put(roomId, room, time);
      evict(time);
    },
    delete: (roomId) => void rooms.delete(roomId),
    get size() {
      return rooms.size;
    },
  };
}
