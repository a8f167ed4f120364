import { describe, expect, it, vi } from 'vitest';
import { createAppUpdates, isGameInProgress, mayTakeOverAt, UPDATE_CHECK_INTERVAL_MS } from './app-updates';

function setup() {
  let time = 0;
  const actions = {
    takeOver: vi.fn(),
    checkForUpdate: vi.fn(),
    announce: vi.fn(),
    now: () => time,
  };
  return { updates: createAppUpdates(actions), actions, advance: (ms: number) => (time += ms) };
}

describe('isGameInProgress', () => {
  it.each(['/game-room/ab12/game', '/game-room/ab12/scoring', '/game-room/ab12/game/'])(
    'counts %s as a game in progress',
    (path) => expect(isGameInProgress(path)).toBe(true),
  );

  it.each(['/', '/credits', '/game-room/ab12/lobby', '/game-room/ab12/result', '/game-creation', '/history'])(
    'does not count %s as a game in progress',
    (path) => expect(isGameInProgress(path)).toBe(false),
  );
});

describe('mayTakeOverAt', () => {
  it('allows a new release to take over outside rooms only', () => {
    expect(mayTakeOverAt('/')).toBe(true);
    expect(mayTakeOverAt('/credits')).toBe(true);
    expect(mayTakeOverAt('/game-room/ab12/lobby')).toBe(false);
    expect(mayTakeOverAt('/game-room/ab12/result')).toBe(false);
  });
});

describe('createAppUpdates', () => {
  it('announces a waiting release when no game is in progress', () => {
    const { updates, actions } = setup();
    updates.updateReady('/game-room/ab12/lobby');
    expect(actions.announce).toHaveBeenCalledTimes(1);
  });

  it('keeps quiet about a waiting release during a game', () => {
    const { updates, actions } = setup();
    updates.updateReady('/game-room/ab12/game');
    expect(actions.announce).not.toHaveBeenCalled();
  });

  it('lets the waiting release take over at the next navigation outside a room, once', () => {
    const { updates, actions } = setup();
    updates.updateReady('/game-room/ab12/game');
    updates.navigated('/game-room/ab12/scoring');
    updates.navigated('/game-room/ab12/result');
    expect(actions.takeOver).not.toHaveBeenCalled();
    updates.navigated('/');
    updates.navigated('/credits');
    expect(actions.takeOver).toHaveBeenCalledTimes(1);
  });

  it('does not reload on navigation when no release is waiting', () => {
    const { updates, actions } = setup();
    updates.navigated('/credits');
    expect(actions.takeOver).not.toHaveBeenCalled();
  });

  it('asks for a new release on a navigation at most once per interval', () => {
    const { updates, actions, advance } = setup();
    updates.navigated('/credits');
    expect(actions.checkForUpdate).not.toHaveBeenCalled();
    advance(UPDATE_CHECK_INTERVAL_MS);
    updates.navigated('/');
    updates.navigated('/credits');
    expect(actions.checkForUpdate).toHaveBeenCalledTimes(1);
  });
});
