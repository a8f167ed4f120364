import { describe, expect, it } from 'vitest';
import type { LoadState } from './load-gauge.ts';
import { createOverloadGate, serverFull } from './overload-gate.ts';
import { createPlayersInGames } from './players-in-games.ts';

function gate(maxPlayers: number) {
  const gauge: { state: LoadState } = { state: 'accepting' };
  const playing = createPlayersInGames({ idleMs: 60_000, now: () => 0 });
  return { gate: createOverloadGate(gauge, { playing, maxPlayers }), gauge, playing };
}

describe('the overload gate', () => {
  it('admits games while their players fit under the cap, and counts them at once', () => {
    const { gate: overload, playing } = gate(10);
    expect(overload.admitGame('a', 6)).toBeUndefined();
    expect(playing.count()).toBe(6);
    expect(overload.admitGame('b', 4)).toBeUndefined();
    expect(playing.count()).toBe(10);
    expect(overload.counters()).toEqual({ refusedStarts: 0, refusedJoins: 0 });
  });

  it('refuses a game that would go past the cap, counts the refusal and counts none of its players', () => {
    const { gate: overload, playing } = gate(10);
    overload.admitGame('a', 6);
    expect(overload.admitGame('b', 5)).toEqual(serverFull());
    expect(playing.count()).toBe(6);
    expect(overload.counters()).toEqual({ refusedStarts: 1, refusedJoins: 0 });
    expect(overload.acceptsNewRooms()).toBe(true);
  });

  it('takes no new rooms once the games are full, and again once one ended', () => {
    const { gate: overload, playing } = gate(10);
    overload.admitGame('a', 6);
    overload.admitGame('b', 4);
    expect(overload.acceptsNewRooms()).toBe(false);
    playing.observe('a', 0);
    expect(overload.acceptsNewRooms()).toBe(true);
  });

  it('admits the same room again (a start decided once more after another node wrote) without counting it twice', () => {
    const { gate: overload, playing } = gate(10);
    overload.admitGame('a', 6);
    expect(overload.admitGame('a', 6)).toBeUndefined();
    expect(playing.count()).toBe(6);
  });

  it('starts nothing while the event loop is behind, whatever the count', () => {
    const { gate: overload, gauge } = gate(10);
    gauge.state = 'full';
    expect(overload.acceptsNewRooms()).toBe(false);
    expect(overload.admitGame('a', 2)).toEqual(serverFull());
    expect(overload.counters().refusedStarts).toBe(1);
  });
});
