import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { decodeSnapshot, encodeSnapshot, type RoomSnapshot } from './room-snapshot.ts';
import { SNAPSHOT_SCHEMA_VERSION } from './snapshot-migrations.ts';

const stored = JSON.parse(
  readFileSync(new URL('./fixtures/room-snapshots-v1.json', import.meta.url), 'utf8'),
) as { rooms: { name: string; rows: { room_states: { state: string } } }[] };
const snapshots = stored.rooms.map((room) => decodeSnapshot(room.rows.room_states.state));

const plainly = (snapshot: RoomSnapshot) =>
  JSON.parse(JSON.stringify({ schemaVersion: SNAPSHOT_SCHEMA_VERSION, ...snapshot })) as unknown;

describe('encodeSnapshot', () => {
  it('stores what JSON.stringify of the snapshot and its schema version would, for a lobby and a game', () => {
    expect(snapshots.map((snapshot) => snapshot.game === null)).toEqual([true, false]);
    for (const snapshot of snapshots) {
      expect(JSON.parse(encodeSnapshot(snapshot))).toEqual(plainly(snapshot));
      // Again, now from the remembered lobby and game start.
      expect(JSON.parse(encodeSnapshot(snapshot))).toEqual(plainly(snapshot));
      expect(decodeSnapshot(encodeSnapshot(snapshot))).toEqual(
        decodeSnapshot(JSON.stringify(plainly(snapshot))),
      );
    }
  });

  it('writes exactly the text JSON.stringify writes for a game, once its finished rounds are remembered', () => {
    const game = snapshots[1] as RoomSnapshot;
    const plain = (snapshot: RoomSnapshot) =>
      JSON.stringify({
        schemaVersion: SNAPSHOT_SCHEMA_VERSION,
        lobby: snapshot.lobby,
        gameStart: snapshot.gameStart,
        game: snapshot.game,
        playAgainRoomId: snapshot.playAgainRoomId,
      });
    const state = game.game;
    if (state === null) throw new Error('the fixture has a game');
    const round = state.rounds[state.rounds.length - 1];
    if (round === undefined) throw new Error('the fixture has a round');
    const twoRounds = { ...state, rounds: [round, { ...round, number: round.number + 1 }] };
    const later: RoomSnapshot = { ...game, game: twoRounds };
    expect(encodeSnapshot(later)).toBe(plain(later));
    // The first round remembered; a new current round, and a finished one replaced, are written anew.
    const next = { ...twoRounds, phase: 'REVIEWING' as const, rounds: [round, { ...round, letter: 'Z' }] };
    expect(encodeSnapshot({ ...game, game: next })).toBe(plain({ ...game, game: next }));
    const replaced = {
      ...next,
      rounds: [
        { ...round, letter: 'Q' },
        { ...round, letter: 'Z' },
      ],
    };
    expect(encodeSnapshot({ ...game, game: replaced })).toBe(plain({ ...game, game: replaced }));
  });

  it('writes a new lobby and a new game start anew, never the text of the ones they replaced', () => {
    const game = snapshots[1] as RoomSnapshot;
    encodeSnapshot(game);
    const changed: RoomSnapshot = {
      ...game,
      lobby: { ...game.lobby, locked: !game.lobby.locked },
      gameStart: game.gameStart && { ...game.gameStart, startedAt: game.gameStart.startedAt + 1 },
      playAgainRoomId: 'next-room',
    };
    expect(JSON.parse(encodeSnapshot(changed))).toEqual(plainly(changed));
  });
});
