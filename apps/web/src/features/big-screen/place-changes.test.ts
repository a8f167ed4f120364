import { describe, expect, it } from 'vitest';
import { placesOf, standingChanges } from './place-changes';

const table = (round: number, totals: Record<string, number>) => ({
  round,
  letter: 'A',
  categories: [],
  players: Object.entries(totals).map(([uid, total]) => ({ uid, answers: [], bonus: 0, total })),
});

describe('place changes', () => {
  it('ranks ties on one place and skips the next', () => {
    expect(
      placesOf(
        new Map([
          ['a', 10],
          ['b', 30],
          ['c', 10],
          ['d', 5],
        ]),
      ),
    ).toEqual(
      new Map([
        ['a', 2],
        ['b', 1],
        ['c', 2],
        ['d', 4],
      ]),
    );
  });

  it('counts the places gained or lost against the totals before the round', () => {
    const results = [
      table(1, { a: 20, b: 10, c: 0 }),
      table(2, { a: 0, b: 5, c: 40 }),
      table(3, { a: 10, b: 10, c: 0 }),
    ];
    const standings = [
      { uid: 'c', total: 40, place: 1 },
      { uid: 'a', total: 30, place: 2 },
      { uid: 'b', total: 25, place: 3 },
    ];
    // Before round 3: c 40, a 20, b 15.
    expect(standingChanges(standings, results, 3)).toEqual([
      { uid: 'c', place: 1, total: 40, change: 0, roundPoints: 0 },
      { uid: 'a', place: 2, total: 30, change: 0, roundPoints: 10 },
      { uid: 'b', place: 3, total: 25, change: 0, roundPoints: 10 },
    ]);
    // Before round 2: a 20, b 10, c 0.
    const afterTwo = [
      { uid: 'c', total: 40, place: 1 },
      { uid: 'a', total: 20, place: 2 },
      { uid: 'b', total: 15, place: 3 },
    ];
    expect(standingChanges(afterTwo, results, 2).map(({ uid, change }) => [uid, change])).toEqual([
      ['c', 2],
      ['a', -1],
      ['b', -1],
    ]);
  });

  it('has no change after the first round', () => {
    const standings = [{ uid: 'a', total: 20, place: 1 }];
    expect(standingChanges(standings, [table(1, { a: 20 })], 1)).toEqual([
      { uid: 'a', place: 1, total: 20, change: null, roundPoints: 20 },
    ]);
  });
});
