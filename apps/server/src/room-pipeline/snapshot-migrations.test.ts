import { describe, expect, it } from 'vitest';
import { decodeSnapshot, encodeSnapshot, type RoomSnapshot } from './room-snapshot.ts';
import {
  migrateSnapshot,
  SNAPSHOT_SCHEMA_VERSION,
  SnapshotTooNewError,
  type SnapshotMigration,
} from './snapshot-migrations.ts';

const lobbyOnly = { lobby: { phase: 'LOBBY' } };

describe('stored room snapshots', () => {
  it('run every migration from the version they were stored with, in order, and no other', () => {
    const steps: SnapshotMigration[] = [
      (stored) => ({ ...stored, steps: ['1→2'] }),
      (stored) => ({ ...stored, steps: [...(stored.steps as string[]), '2→3'] }),
    ];
    expect(migrateSnapshot(lobbyOnly, steps)).toEqual({ ...lobbyOnly, steps: ['1→2', '2→3'] });
    expect(migrateSnapshot({ schemaVersion: 2, ...lobbyOnly, steps: ['1→2'] }, steps)).toEqual({
      ...lobbyOnly,
      steps: ['1→2', '2→3'],
    });
    expect(migrateSnapshot({ schemaVersion: 3, ...lobbyOnly }, steps)).toEqual(lobbyOnly);
  });

  it('are written with the current schema version and read back as they were', () => {
    const snapshot = { ...lobbyOnly, gameStart: null, game: null, playAgainRoomId: 'next' };
    const text = encodeSnapshot(snapshot as unknown as RoomSnapshot);
    expect(JSON.parse(text)).toMatchObject({ schemaVersion: SNAPSHOT_SCHEMA_VERSION });
    expect(decodeSnapshot(text)).toEqual(snapshot);
  });

  it('read a lobby stored before the game existed (version 1, without a version) with no game', () => {
    expect(decodeSnapshot(JSON.stringify(lobbyOnly))).toEqual({
      lobby: { ...lobbyOnly.lobby, locked: false },
      gameStart: null,
      game: null,
      playAgainRoomId: null,
    });
  });

  it('read a room stored before the house rules (version 2) as playing Classic with every letter', () => {
    const settings = { rounds: 3, roundTime: 60 };
    const stored = {
      schemaVersion: 2,
      lobby: { phase: 'ROUND_STARTING', settings },
      gameStart: { settings: { ...settings, maxPlayers: 4 } },
      game: { settings },
      playAgainRoomId: null,
    };
    const classic = {
      onlyAnswerDoubles: false,
      sharedAnswerZero: false,
      letters: [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'],
    };
    // Steps 3 → 4 too: late join and own categories on, nobody watching, the game knows no limit (10 then);
    // and 4 → 5: played in English.
    const version4 = {
      lateJoin: true,
      ownCategories: true,
      creativeBonus: false,
      letterVote: false,
      language: 'en',
    };
    expect(migrateSnapshot(stored)).toEqual({
      lobby: {
        locked: false,
        phase: 'ROUND_STARTING',
        settings: { maxPlayers: 10, ...version4, ...settings, ...classic },
      },
      gameStart: { settings: { ...version4, ...settings, maxPlayers: 4, ...classic } },
      game: {
        spectators: [],
        lateJoiners: [],
        settings: { maxPlayers: 10, ...version4, ...settings, ...classic },
      },
      playAgainRoomId: null,
    });
    // A rule stored since is kept.
    const house = {
      ...stored,
      schemaVersion: 3,
      game: { settings: { ...settings, sharedAnswerZero: true } },
    };
    expect(migrateSnapshot(house)).toMatchObject({ game: { settings: { sharedAnswerZero: true } } });
  });

  it('read a room stored before spectators (version 3) with nobody watching and its lobby’s player limit', () => {
    const version4 = { lateJoin: true, ownCategories: true, creativeBonus: false, letterVote: false };
    const english = { language: 'en' };
    const settings = { rounds: 3, maxPlayers: 6, lateJoin: false };
    const stored = {
      schemaVersion: 3,
      lobby: { phase: 'ANSWERING', locked: true, settings },
      gameStart: { settings: { rounds: 3 } },
      game: { phase: 'ANSWERING', settings: { rounds: 3 }, players: [], rounds: [{ number: 1 }] },
      playAgainRoomId: null,
    };
    expect(migrateSnapshot(stored)).toEqual({
      lobby: {
        phase: 'ANSWERING',
        locked: true,
        settings: { ...settings, ownCategories: true, creativeBonus: false, letterVote: false, ...english },
      },
      gameStart: { settings: { rounds: 3, maxPlayers: 6, ...version4, ...english } },
      game: {
        phase: 'ANSWERING',
        players: [],
        spectators: [],
        lateJoiners: [],
        rounds: [{ number: 1, creativeVotes: [], letterVote: null, reviewFocus: null, refereeMarks: null }],
        settings: { rounds: 3, maxPlayers: 6, ...version4, ...english },
      },
      playAgainRoomId: null,
    });
  });

  it('read a room stored before the game languages (version 4) as played in English', () => {
    const settings = { rounds: 3, letters: ['A', 'B', 'C'], lateJoin: false };
    const stored = {
      schemaVersion: 4,
      lobby: { phase: 'ROUND_RESULTS', locked: false, settings },
      gameStart: { settings },
      game: { phase: 'ROUND_RESULTS', settings, rounds: [] },
      playAgainRoomId: null,
    };
    const english = { ...settings, language: 'en' };
    expect(migrateSnapshot(stored)).toEqual({
      lobby: { phase: 'ROUND_RESULTS', locked: false, settings: english },
      gameStart: { settings: english },
      game: { phase: 'ROUND_RESULTS', settings: english, rounds: [] },
      playAgainRoomId: null,
    });
    // A lobby without settings and a room without a game are left as they are.
    expect(migrateSnapshot({ schemaVersion: 4, ...lobbyOnly, gameStart: null, game: null })).toEqual({
      ...lobbyOnly,
      gameStart: null,
      game: null,
    });
    // A language stored since is kept.
    const german = { ...stored, schemaVersion: 5, game: { settings: { language: 'de' } } };
    expect(migrateSnapshot(german)).toMatchObject({ game: { settings: { language: 'de' } } });
  });

  it('read a German game stored before digraphs (version 5) with its joins keyed as German compares now', () => {
    const joins = [
      // Zuerich joined to a typo: Zuerich's key is Zürich's now.
      { categoryId: 'city', keys: ['zuerich', 'zurch'] },
      // Mueller joined to Müller: one key now, so no join.
      { categoryId: 'name', keys: ['mueller', 'muller'] },
      // Two joins that now share a key become one.
      { categoryId: 'river', keys: ['moehne', 'mohn'] },
      { categoryId: 'river', keys: ['mohne', 'moene'] },
      // The u of eu is no ü.
      { categoryId: 'thing', keys: ['feuer', 'feuerzeug'] },
    ];
    const game = (language: string) => ({ settings: { language }, rounds: [{ number: 1, joins }] });
    const stored = (language: string) => ({
      schemaVersion: 5,
      ...lobbyOnly,
      gameStart: null,
      game: game(language),
    });
    expect(migrateSnapshot(stored('de'))).toMatchObject({
      game: {
        rounds: [
          {
            number: 1,
            joins: [
              { categoryId: 'city', keys: ['zurch', 'zurich'] },
              { categoryId: 'river', keys: ['mohn', 'mohne', 'mone'] },
              { categoryId: 'thing', keys: ['feuer', 'feuerzeug'] },
            ],
          },
        ],
      },
    });
    // Every other language compares as it did.
    expect(migrateSnapshot(stored('en'))).toMatchObject({ game: game('en') });
  });

  it('read a round stored before the review followed the host (version 6) with no category in focus', () => {
    const stored = {
      schemaVersion: 6,
      ...lobbyOnly,
      gameStart: null,
      game: { rounds: [{ number: 1 }, { number: 2, reviewFocus: 'place' }] },
    };
    expect(migrateSnapshot(stored)).toMatchObject({
      game: {
        rounds: [
          { number: 1, reviewFocus: null },
          { number: 2, reviewFocus: 'place' },
        ],
      },
    });
  });

  it('read a round stored before the referee (version 7) as not judged yet', () => {
    const marks = [{ uid: 'ana', categoryId: 'animal', verdict: 'known', reason: { kind: 'none' } }];
    const stored = {
      schemaVersion: 7,
      ...lobbyOnly,
      gameStart: null,
      game: { rounds: [{ number: 1 }, { number: 2, refereeMarks: marks }] },
    };
    expect(migrateSnapshot(stored)).toMatchObject({
      game: {
        rounds: [
          { number: 1, refereeMarks: null },
          { number: 2, refereeMarks: marks },
        ],
      },
    });
  });

  it('refuse a snapshot a newer server stored, saying so', () => {
    const newer = JSON.stringify({ schemaVersion: SNAPSHOT_SCHEMA_VERSION + 1, ...lobbyOnly });
    expect(() => decodeSnapshot(newer)).toThrow(SnapshotTooNewError);
    expect(() => decodeSnapshot(newer)).toThrow(
      `schema version ${SNAPSHOT_SCHEMA_VERSION + 1}, but this server knows versions up to ${SNAPSHOT_SCHEMA_VERSION}`,
    );
  });

  it('refuse a snapshot whose version or outline is not one', () => {
    expect(() => decodeSnapshot(JSON.stringify({ schemaVersion: 'two', ...lobbyOnly }))).toThrow(
      'invalid schema version',
    );
    expect(() => decodeSnapshot(JSON.stringify({ schemaVersion: 0, ...lobbyOnly }))).toThrow(
      'invalid schema version',
    );
    expect(() => decodeSnapshot('[]')).toThrow('not an object');
    expect(() => decodeSnapshot(JSON.stringify({ schemaVersion: SNAPSHOT_SCHEMA_VERSION }))).toThrow(
      'no lobby state',
    );
  });
});
