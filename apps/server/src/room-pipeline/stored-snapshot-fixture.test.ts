import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Insertable } from 'kysely';
import { afterEach, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../storage/database.ts';
import { migrateToLatest } from '../storage/migrate.ts';
import { createRepositories } from '../storage/repositories.ts';
import type { RoomDraftsTable, RoomStatesTable, RoomsTable } from '../storage/schema.ts';
import { makeTempDir, removeTempDir } from '../testing/temp-dir.ts';
import { encodeSnapshot, loadRoom, roomDeadline, roomPhase, type LoadedRoom } from './room-snapshot.ts';
import { SNAPSHOT_SCHEMA_VERSION } from './snapshot-migrations.ts';

/** Rooms as an earlier version of the code stored them, and as it read them back (see `made`). */
interface StoredRoomsFixture {
  readonly writtenBy: string;
  readonly made: string;
  readonly rooms: readonly {
    readonly name: string;
    readonly rows: {
      readonly rooms: Insertable<RoomsTable>;
      readonly room_states: Insertable<RoomStatesTable>;
      readonly room_drafts: readonly Insertable<RoomDraftsTable>[];
    };
    readonly loaded: LoadedRoom;
  }[];
}

const fixture = JSON.parse(
  readFileSync(new URL('./fixtures/room-snapshots-v1.json', import.meta.url), 'utf8'),
) as StoredRoomsFixture;

let dir: string | undefined;
let database: DatabaseHandle | undefined;
afterEach(async () => {
  await database?.close();
  if (dir) removeTempDir(dir);
});

/**
 * A room as that code read it, with what came later at its defaults: Classic with every letter (schema
 * version 3), late join and own categories on, nobody watching, the game knowing its lobby’s limit (4),
 * played in English (5), no category in the review's focus (7), not judged by the referee (8), who decides nothing,
 * and no big screen, hidden code or rude filter.
 */
function playingClassic(loaded: LoadedRoom): LoadedRoom {
  const classic = {
    onlyAnswerDoubles: false,
    sharedAnswerZero: false,
    letters: [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'],
    lateJoin: true,
    ownCategories: true,
    creativeBonus: false,
    letterVote: false,
    refereeDecides: false,
    bigScreen: false,
    hideCode: false,
    rudeFilter: false,
    language: 'en' as const,
  };
  const { lobby, gameStart, game } = loaded.snapshot;
  const maxPlayers = lobby.settings.maxPlayers;
  return {
    ...loaded,
    snapshot: {
      ...loaded.snapshot,
      lobby: { ...lobby, locked: false, settings: { ...classic, ...lobby.settings } },
      // Object.assign: the stored settings' own limit wins, which a literal with both would not say.
      gameStart: gameStart && {
        ...gameStart,
        settings: Object.assign({ ...classic, maxPlayers }, gameStart.settings),
      },
      game: game && {
        ...game,
        spectators: [],
        lateJoiners: [],
        settings: Object.assign({ ...classic, maxPlayers }, game.settings),
        rounds: game.rounds.map((round) => ({
          ...round,
          creativeVotes: [],
          letterVote: null,
          reviewFocus: null,
          refereeMarks: null,
        })),
        plan: { ...game.plan, spareLetters: [], redrawnRounds: [], voteSeed: 0 },
      },
    },
  };
}

async function databaseHolding(rows: StoredRoomsFixture['rooms'][number]['rows']) {
  dir = makeTempDir('stored-snapshots');
  database = openDatabase({ database: { dialect: 'sqlite', file: join(dir, 'npat.sqlite') } });
  await migrateToLatest(database.db);
  await database.db.insertInto('rooms').values(rows.rooms).execute();
  await database.db.insertInto('room_states').values(rows.room_states).execute();
  if (rows.room_drafts.length > 0)
    await database.db
      .insertInto('room_drafts')
      .values([...rows.room_drafts])
      .execute();
  return createRepositories(database.db, () => 0, database.sqliteWrites);
}

it.each(fixture.rooms.map((room) => [room.name, room]))(
  'reads the %s that the code before schema versions stored as that code read it',
  async (_name, { rows, loaded }) => {
    const { rooms } = await databaseHolding(rows);
    const record = await rooms.find(rows.rooms.id);
    if (record === undefined) throw new Error('the room was not stored');
    expect(JSON.parse(record.snapshot)).not.toHaveProperty('schemaVersion');
    const room = loadRoom(record);
    expect(room).toEqual(playingClassic(loaded));
    expect(roomPhase(room.snapshot)).toBe(rows.rooms.phase);
    expect(roomDeadline(room.snapshot)).toBe(rows.rooms.deadline_at);

    // Its next write stores the current form, which reads back as the same room.
    const written = await rooms.update({
      id: record.id,
      expectedVersion: record.version,
      phase: record.phase,
      snapshot: encodeSnapshot(room.snapshot),
      closedAt: record.closedAt,
      deadlineAt: record.deadlineAt,
      time: record.updatedAt,
      events: [],
      membersAdded: [],
      membersRemoved: [],
    });
    expect(written).toBe(true);
    const rewritten = await rooms.find(record.id);
    expect(JSON.parse(rewritten?.snapshot ?? '')).toMatchObject({ schemaVersion: SNAPSHOT_SCHEMA_VERSION });
    expect(rewritten && loadRoom(rewritten)).toEqual({
      ...playingClassic(loaded),
      version: loaded.version + 1,
    });
  },
);

it('holds a lobby and a game mid-round with drafts not yet folded into its snapshot', () => {
  const game = fixture.rooms.find((room) => room.loaded.snapshot.game !== null);
  expect(fixture.rooms.map((room) => room.rows.rooms.phase)).toEqual(['LOBBY', 'ANSWERING']);
  expect(game?.rows.room_drafts.length).toBeGreaterThan(0);
});
