import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { changeGame } from './change-game.ts';
import type { GameState } from './state.ts';
import { accepted, answeringGame, reviewingGame } from './testing/game-fixtures.ts';
import { gameArbitrary, playRandomGame } from './testing/random-game.ts';

/** Every object or array of `value` that is not the very part of `previous` at the same place, by its path. */
function partsNotShared(previous: unknown, next: unknown, path = ''): [string, object, unknown][] {
  if (typeof next !== 'object' || next === null || next === previous) return [];
  const before = typeof previous === 'object' && previous !== null ? previous : undefined;
  return [
    [path, next, previous],
    ...Object.entries(next).flatMap(([key, item]) =>
      partsNotShared(before === undefined ? undefined : (before as never)[key], item, `${path}.${key}`),
    ),
  ];
}

describe('changeGame', () => {
  it('gives back the state itself when the rule accepts without changing anything', () => {
    const { state, now } = answeringGame();
    expect(accepted(changeGame(state, now, () => null)).state).toBe(state);
  });

  it('keeps every round but the one a rule changed, and that round’s untouched parts', () => {
    const { state, now } = reviewingGame({ ana: { name: 'Anna' }, ben: { name: 'Ben' } }, { rounds: 2 });
    const changed = accepted(
      changeGame(state, now, (draft) => {
        draft.rounds.at(-1)!.reviewDone.push('ben');
        return null;
      }),
    ).state;
    const [round, before] = [changed.rounds.at(-1)!, state.rounds.at(-1)!];
    expect(round).not.toBe(before);
    expect(round.reviewDone).toEqual([...before.reviewDone, 'ben']);
    expect(round.answers).toBe(before.answers);
    expect(changed.players).toBe(state.players);
    expect(changed.plan).toBe(state.plan);
    expect(state.rounds.at(-1)!.reviewDone).not.toContain('ben');
  });

  it('leaves the state alone and returns the refusal when the rule refuses after changing its draft', () => {
    const { state, now } = answeringGame();
    const before = JSON.stringify(state);
    const result = changeGame(state, now, (draft) => {
      draft.players[0]!.connected = false;
      return 'wrong-phase';
    });
    expect(result).toMatchObject({ ok: false, error: { code: 'wrong-phase' } });
    expect(JSON.stringify(state)).toBe(before);
  });

  it('hands out frozen states, so no caller can change a state the caches and other views share', () => {
    const { state, now } = answeringGame();
    const changed = accepted(
      changeGame(state, now, (draft) => {
        draft.players[0]!.connected = false;
        return null;
      }),
    ).state;
    expect(Object.isFrozen(changed)).toBe(true);
    expect(Object.isFrozen(changed.rounds.at(-1)!.answers)).toBe(true);
    expect(() => {
      (changed.players[1] as { connected: boolean }).connected = false;
    }).toThrow(TypeError);
  });

  // The room cache and the views' caches (view/shared-parts.ts) find earlier work by these objects.
  it('shares with the previous state every part that is the same at the same place, at every step of random games', () => {
    fc.assert(
      fc.property(gameArbitrary, (game) => {
        let previous: GameState | undefined;
        playRandomGame(game, (state) => {
          for (const [path, part, before] of partsNotShared(previous, state)) {
            expect(JSON.stringify(part), `${path} is a new object of an equal value`).not.toBe(
              JSON.stringify(before),
            );
          }
          previous = state;
        });
      }),
      { numRuns: 30 },
    );
  });
});
