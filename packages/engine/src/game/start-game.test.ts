import { describe, expect, it } from 'vitest';
import { startGame } from './start-game.ts';
import { T0, firstPick, makeInput } from './testing/game-fixtures.ts';

describe('startGame', () => {
  const state = startGame(makeInput(), T0, firstPick);

  it('starts round 1 in ROUND_STARTING, which lasts 3 seconds', () => {
    expect(state.phase).toBe('ROUND_STARTING');
    expect(state.currentRound).toBe(1);
    expect(state.phaseEndsAt).toBe(T0 + 3_000);
  });

  it('sets the round deadline from the round time and the categories, as absolute times', () => {
    const [round] = state.rounds;
    expect(round?.letter).toBe('A');
    expect(round?.categories).toHaveLength(5);
    expect(round?.answeringStartsAt).toBe(T0 + 3_000);
    expect(round?.answeringEndsAt).toBe(T0 + 3_000 + 70_000);
  });

  it('has every player connected and the host from the lobby', () => {
    expect(state.players.every((player) => player.connected && !player.left)).toBe(true);
    expect(state.hostUid).toBe('ana');
  });

  it('survives a round trip through JSON unchanged', () => {
    expect(JSON.parse(JSON.stringify(state))).toEqual(state);
  });

  it('does not keep references to the input', () => {
    const input = makeInput();
    const started = startGame(input, T0, firstPick);
    input.settings.defaultCategories[0]!.title = 'Changed';
    expect(started.settings.defaultCategories[0]?.title).toBe('Name');
  });

  it('refuses input the lobby never produces', () => {
    expect(() => startGame({ ...makeInput(), hostUid: 'nobody' }, T0, firstPick)).toThrow(RangeError);
    expect(() => startGame(makeInput({ rounds: 27 }), T0, firstPick)).toThrow(/rounds/);
    expect(() => startGame(makeInput({}, []), T0, firstPick)).toThrow(/players/);
    expect(() => startGame(makeInput({}, ['ana', 'ana']), T0, firstPick)).toThrow(/unique/);
  });
});
