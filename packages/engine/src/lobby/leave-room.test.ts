import { describe, expect, it } from 'vitest';
import { kickPlayer } from './kick-player.ts';
import { leaveRoom } from './leave-room.ts';
import { expectOk, HOST, hostOf, newRoom, roomWithPlayers, T0 } from './room-fixtures.ts';
import type { RoomState } from './room-state.ts';

const NOW = T0 + 1000;

describe('leaveRoom', () => {
  it('frees the slot of a player who leaves and drops their categories', () => {
    const outcome = expectOk(leaveRoom(roomWithPlayers(2, { ready: true }), 'p1', {}, NOW));
    expect(outcome.state.slots.map((slot) => slot.uid)).toEqual(['host', 'p2']);
    expect(Object.keys(outcome.state.customCategories).sort()).toEqual(['host', 'p2']);
    expect(outcome.events).toEqual([{ type: 'player-left', uid: 'p1' }]);
  });

  it('hands host over to the lowest occupied slot when the host leaves', () => {
    const room = roomWithPlayers(3);
    const afterFirst = expectOk(leaveRoom(room, 'p1', {}, NOW)).state;
    const outcome = expectOk(leaveRoom(afterFirst, HOST.uid, {}, NOW));
    expect(hostOf(outcome.state)).toBe('p2');
    expect(outcome.state.slots.map(({ slotNr, uid }) => [slotNr, uid])).toEqual([
      [3, 'p2'],
      [4, 'p3'],
    ]);
    expect(outcome.events).toEqual([
      { type: 'player-left', uid: 'host' },
      { type: 'host-changed', uid: 'p2', previousUid: 'host' },
    ]);
  });

  it('hands host over correctly when the host leaves after removing a player', () => {
    const room = roomWithPlayers(3);
    const afterKick = expectOk(kickPlayer(room, HOST.uid, { targetUid: 'p1' }, NOW)).state;
    expect(hostOf(afterKick)).toBe('host');
    const afterLeave = expectOk(leaveRoom(afterKick, HOST.uid, {}, NOW)).state;
    expect(hostOf(afterLeave)).toBe('p2');
  });

  it('closes the room when the last player leaves', () => {
    const outcome = expectOk(leaveRoom(newRoom(), HOST.uid, {}, NOW));
    expect(outcome.state).toMatchObject({
      slots: [],
      customCategories: {},
      phase: 'GAME-COMPLETED',
      closedAt: NOW,
    });
    expect(outcome.events).toEqual([{ type: 'player-left', uid: 'host' }, { type: 'room-closed' }]);
  });

  it('lets a player leave a running game', () => {
    const running: RoomState = { ...roomWithPlayers(1), phase: 'ANSWERING' };
    expect(expectOk(leaveRoom(running, 'p1', {}, NOW)).state.slots).toHaveLength(1);
  });

  it('refuses someone who is not in the room', () => {
    expect(leaveRoom(newRoom(), 'stranger', {}, NOW)).toMatchObject({
      ok: false,
      error: { code: 'not-in-room' },
    });
  });
});
