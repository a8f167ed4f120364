import { describe, expect, it } from 'vitest';
import { runningGameCheck } from './running-game.ts';

describe('runningGameCheck', () => {
  it('accepts no game and a running game, dropping keys it does not know', () => {
    expect(runningGameCheck.safeParse({ game: null })).toEqual({ success: true, data: { game: null } });
    expect(
      runningGameCheck.safeParse({ game: { roomId: 'r1', round: 2, rounds: 3, letter: 'A' }, extra: 1 }),
    ).toEqual({ success: true, data: { game: { roomId: 'r1', round: 2, rounds: 3 } } });
  });

  it.each([
    undefined,
    null,
    [],
    {},
    { game: 'r1' },
    { game: { roomId: '', round: 1, rounds: 3 } },
    { game: { roomId: 'r1', round: 0, rounds: 3 } },
    { game: { roomId: 'r1', round: 1.5, rounds: 3 } },
    { game: { roomId: 'r1', round: 1 } },
  ])('refuses %j', (value) => {
    expect(runningGameCheck.safeParse(value)).toEqual({ success: false });
  });
});
