import { englishOf, type RoomAccess, type RoomPhase } from '@npat/protocol';
import { describe, expect, it } from 'vitest';
import { roomGuardNotice, roomGuardRedirect } from './room-guard';
import { GUEST } from './testing/fake-api';

const access = (phase: RoomPhase, inSlot: boolean, canWatch = false): RoomAccess => ({
  roomId: 'room-1',
  phase,
  inSlot,
  canWatch,
});

describe('the room guard', () => {
  it('sends everyone home from a completed game, even a player who was in it', () => {
    expect(roomGuardRedirect('room-1', access('GAME-COMPLETED', true), GUEST)).toBe('/');
    expect(roomGuardRedirect('room-1', access('GAME-COMPLETED', false), null)).toBe('/');
  });

  it('sends a visitor without a user from a lobby home with the join code, to sign in first', () => {
    expect(roomGuardRedirect('room-1', access('LOBBY', false), null)).toBe('/?jc=room-1');
  });

  it('shows a lobby to any signed-in user, in a slot or not yet', () => {
    expect(roomGuardRedirect('room-1', access('LOBBY', false), GUEST)).toBeNull();
    expect(roomGuardRedirect('room-1', access('LOBBY', true), GUEST)).toBeNull();
  });

  it.each(['ROUND_STARTING', 'ANSWERING', 'REVIEWING', 'ROUND_RESULTS', 'FINAL_RESULTS'] as const)(
    'shows a room in %s to a player who holds a slot',
    (phase) => {
      expect(roomGuardRedirect('room-1', access(phase, true), GUEST)).toBeNull();
    },
  );

  it.each(['ROUND_STARTING', 'ANSWERING', 'FINAL_RESULTS'] as const)(
    'sends a user without a slot in a room in %s home, unless the server lets them watch',
    (phase) => {
      expect(roomGuardRedirect('room-1', access(phase, false), GUEST)).toBe('/');
      expect(roomGuardRedirect('room-1', access(phase, false, true), GUEST)).toBeNull();
    },
  );

  it('sends a visitor without a user from a running game home with the join code, to sign in and watch', () => {
    expect(roomGuardRedirect('room-1', access('ANSWERING', false), null)).toBe('/?jc=room-1');
  });

  it('sends a visitor of a room that does not exist home', () => {
    expect(roomGuardRedirect('nope', null, GUEST)).toBe('/');
    expect(roomGuardRedirect('nope', null, null)).toBe('/');
  });

  it('puts an odd room id into the join link safely', () => {
    expect(roomGuardRedirect('a b&c', { ...access('LOBBY', false), roomId: 'a b&c' }, null)).toBe(
      '/?jc=a%20b%26c',
    );
  });

  it('tells a player sent home whether the room is unknown, closed or playing without them', () => {
    expect(englishOf(roomGuardNotice(null))).toBe('This room does not exist');
    expect(englishOf(roomGuardNotice(access('GAME-COMPLETED', true)))).toBe('This room has been closed');
    expect(englishOf(roomGuardNotice(access('ANSWERING', false)))).toBe('This game has already started');
  });
});
