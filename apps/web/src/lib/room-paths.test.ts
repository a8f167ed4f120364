import { ROOM_PHASES } from '@npat/protocol';
import { describe, expect, it } from 'vitest';
import { joinLinkPath, roomPath, screenForPhase } from './room-paths';

describe('room paths', () => {
  it('maps every phase to the screen that shows it', () => {
    expect(Object.fromEntries(ROOM_PHASES.map((phase) => [phase, screenForPhase(phase)]))).toEqual({
      LOBBY: 'lobby',
      ROUND_STARTING: 'game',
      ANSWERING: 'game',
      REVIEWING: 'scoring',
      ROUND_RESULTS: 'scoring',
      FINAL_RESULTS: 'result',
      'GAME-COMPLETED': null,
    });
  });

  it('builds the room screens and the invite link with the id escaped', () => {
    expect(roomPath('abc')).toBe('/game-room/abc/lobby');
    expect(roomPath('a/b', 'game')).toBe('/game-room/a%2Fb/game');
    expect(joinLinkPath('a b')).toBe('/?jc=a%20b');
  });
});
