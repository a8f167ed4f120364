import { describe, expect, it } from 'vitest';
import { roomExitOf } from './room-exit';
import { isRunningGame } from './use-leave-running-game';

describe('roomExitOf', () => {
  it('names the room and the screen of a room path', () => {
    expect(roomExitOf('/game-room/abc/lobby')).toEqual({ roomId: 'abc', screen: 'lobby' });
    expect(roomExitOf('/game-room/a%2Fb/game/')).toEqual({ roomId: 'a/b', screen: 'game' });
  });

  it('is undefined outside a room and under a room path that is no screen', () => {
    for (const path of ['/', '/credits', '/game-room/abc', '/game-room/abc/nope', '/game-room/abc/game/x'])
      expect(roomExitOf(path)).toBeUndefined();
  });

  it('counts answering and reviewing as a running game, not the lobby or the final results', () => {
    expect(
      ['lobby', 'game', 'scoring', 'result'].map((screen) =>
        isRunningGame(roomExitOf(`/game-room/r/${screen}`)),
      ),
    ).toEqual([false, true, true, false]);
    expect(isRunningGame(undefined)).toBe(false);
  });
});
