import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../storage/database.ts';
import { migrateToLatest } from '../storage/migrate.ts';
import { createRepositories, type Repositories } from '../storage/repositories.ts';
import { createRoomCache, type RoomCache } from './room-cache.ts';
import { encodeSnapshot, type RoomSnapshot } from './room-snapshot.ts';
import { writeRoom, type Decide } from './room-writer.ts';

const T0 = 1_700_000_000_000;
const now = () => T0;

/** A snapshot with just what the writer reads of it; `mark` tells the versions apart. */
function snapshotMarked(mark: string): RoomSnapshot {
  const lobby = { roomId: 'r1', phase: 'LOBBY', closedAt: null, slots: [], mark };
  return { lobby, gameStart: null, game: null, playAgainRoomId: null } as unknown as RoomSnapshot;
}

const markOf = (snapshot: RoomSnapshot) => (snapshot.lobby as unknown as { mark: string }).mark;

/** Writes as another node would: straight to the database, past this node's cache. */
async function writeElsewhere(repositories: Repositories, expectedVersion: number, mark: string) {
  const written = await repositories.rooms.update({
    id: 'r1',
    expectedVersion,
    phase: 'LOBBY',
    snapshot: encodeSnapshot(snapshotMarked(mark)),
    closedAt: null,
    time: T0,
    events: [],
    membersAdded: [],
    membersRemoved: [],
  });
  expect(written).toBe(true);
}

/** A change to the next mark, recording the mark and version each decision saw. */
function changeTo(mark: string, seen: string[]): Decide {
  return (room) => {
    seen.push(`${markOf(room.snapshot)}@${room.version}`);
    return { kind: 'change', snapshot: snapshotMarked(mark), events: [] };
  };
}

describe('writing a room from the cached copy', () => {
  let database: DatabaseHandle;
  let repositories: Repositories;
  let cache: RoomCache;

  beforeEach(async () => {
    database = openDatabase({ database: { dialect: 'sqlite', file: ':memory:' } });
    await migrateToLatest(database.db);
    repositories = createRepositories(database.db, now);
    cache = createRoomCache({ maxRooms: 10, idleMs: 60_000, now });
    await repositories.rooms.create({
      id: 'r1',
      joinCode: 'ABCDEF',
      phase: 'LOBBY',
      snapshot: encodeSnapshot(snapshotMarked('v1')),
      time: T0,
      events: [],
      members: [],
    });
  });
  afterEach(() => database.close());

  it('decides the next change on its own commit without reading the room again', async () => {
    const seen: string[] = [];
    const find = vi.spyOn(repositories.rooms, 'find');
    await writeRoom(repositories, cache, 'r1', changeTo('v2', seen), now);
    await writeRoom(repositories, cache, 'r1', changeTo('v3', seen), now);
    expect(seen).toEqual(['v1@1', 'v2@2']);
    expect(find).toHaveBeenCalledTimes(1);
    expect((await repositories.rooms.find('r1'))?.version).toBe(3);
  });

  it('decides a change again on the stored room when another node wrote since the copy', async () => {
    const seen: string[] = [];
    await writeRoom(repositories, cache, 'r1', changeTo('v2', seen), now);
    await writeElsewhere(repositories, 2, 'elsewhere');
    const result = await writeRoom(repositories, cache, 'r1', changeTo('v4', seen), now);
    expect(seen).toEqual(['v1@1', 'v2@2', 'elsewhere@3']);
    expect(result.ok && markOf(result.previous)).toBe('elsewhere');
    const stored = await repositories.rooms.find('r1');
    expect(stored?.version).toBe(4);
  });

  it('lets a refusal or a keep stand only when the copy is still the stored version', async () => {
    await writeRoom(repositories, cache, 'r1', changeTo('v2', []), now);
    await writeElsewhere(repositories, 2, 'elsewhere');
    const seen: string[] = [];
    // Refuses on the copy it had, accepts on what is stored: the stored room decides.
    const refuseStale: Decide = (room) => {
      seen.push(`${markOf(room.snapshot)}@${room.version}`);
      return markOf(room.snapshot) === 'v2'
        ? { kind: 'refuse', error: { code: 'NOT_NOW', message: 'stale' } as never }
        : { kind: 'keep' };
    };
    const result = await writeRoom(repositories, cache, 'r1', refuseStale, now);
    expect(seen).toEqual(['v2@2', 'elsewhere@3']);
    expect(result.ok && result.committed).toBe(false);
    expect(result.ok && markOf(result.snapshot)).toBe('elsewhere');
  });
});
