import type { RoomAccess, RoomPhase } from '@npat/protocol';
import { describe, expect, it } from 'vitest';
import { roomGuardWords } from './room-guard-words';

const access = (phase: RoomPhase): RoomAccess => ({
  roomId: 'room-1',
  phase,
  inSlot: false,
  canWatch: false,
});

describe('roomGuardWords', () => {
  it('tells a player sent from a finished game’s link that the game is over, not that it started', () => {
    expect(roomGuardWords(access('FINAL_RESULTS'))).toBe(
      'This game is over. Your past games keep the results of those you played.',
    );
  });

  it('words the other ways home as the guard’s notice', () => {
    expect(roomGuardWords(access('ANSWERING'))).toBe('This game has already started');
    expect(roomGuardWords(access('GAME-COMPLETED'))).toBe('This room has been closed');
    expect(roomGuardWords(null)).toBe('This room does not exist');
  });
});
