import { describe, expect, it } from 'vitest';
import { changesBetween, type StoredState } from './db-state.ts';

const state = (
  readAt: number,
  users: number,
  rooms: [string, number, number | null, number?][],
): StoredState => ({
  readAt,
  counts: { users },
  rooms: new Map(
    rooms.map(([id, version, deadlineAt, presenceEvents = 0]) => [
      id,
      { version, deadlineAt, presenceEvents },
    ]),
  ),
});

describe('changes between two reads of the stored state', () => {
  it('names a new row and a room whose version moved', () => {
    const before = state(1000, 5, [['a', 3, null]]);
    const after = state(1010, 6, [['a', 4, null]]);
    expect(changesBetween(before, after)).toEqual(['users: 5 → 6 rows', 'room a: version 3 → 4']);
  });

  it('leaves out a room whose deadline passed between the reads: its own timer moved it', () => {
    const before = state(1000, 5, [
      ['a', 3, 1005],
      ['b', 7, 90_000],
    ]);
    const after = state(1010, 5, [
      ['a', 4, 2000],
      ['b', 8, 90_000],
    ]);
    expect(changesBetween(before, after)).toEqual(['room b: version 7 → 8']);
  });

  it('leaves out a room whose new versions are all presence marks, but not one with anything more', () => {
    const before = state(1000, 5, [
      ['swept', 1, null, 0],
      ['mixed', 4, null, 1],
    ]);
    const after = state(1010, 5, [
      ['swept', 2, null, 1],
      ['mixed', 6, null, 2],
    ]);
    expect(changesBetween(before, after)).toEqual(['room mixed: version 4 → 6']);
  });

  it('finds nothing when nothing changed', () => {
    expect(changesBetween(state(1, 2, [['a', 1, null]]), state(2, 2, [['a', 1, null]]))).toEqual([]);
  });
});
