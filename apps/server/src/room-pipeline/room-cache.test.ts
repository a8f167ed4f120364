import { describe, expect, it } from 'vitest';
import { createRoomCache } from './room-cache.ts';
import type { LoadedRoom } from './room-snapshot.ts';

const room = (version: number) => ({ snapshot: {}, version }) as unknown as LoadedRoom;

describe('the room cache', () => {
  it('keeps at most maxRooms, dropping the least recently used', () => {
    const cache = createRoomCache({ maxRooms: 2, idleMs: 60_000, now: () => 0 });
    cache.set('a', room(1));
    cache.set('b', room(1));
    expect(cache.get('a')?.version).toBe(1); // a is now the most recent
    cache.set('c', room(1));
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
    expect(cache.get('c')).toBeDefined();
    expect(cache.size).toBe(2);
  });

  it('drops rooms unused for idleMs', () => {
    let time = 0;
    const cache = createRoomCache({ maxRooms: 10, idleMs: 1000, now: () => time });
    cache.set('a', room(1));
    time = 600;
    cache.set('b', room(1));
    time = 1200;
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')?.version).toBe(1);
    expect(cache.size).toBe(1);
  });

  it('forgets a deleted room and replaces a room set again', () => {
    const cache = createRoomCache({ maxRooms: 10, idleMs: 1000, now: () => 0 });
    cache.set('a', room(1));
    cache.set('a', room(2));
    expect(cache.get('a')?.version).toBe(2);
    cache.delete('a');
    expect(cache.get('a')).toBeUndefined();
  });
});
