import { LOBBY_ERRORS, VALIDATION } from '@npat/protocol';
import { describe, expect, it } from 'vitest';
import { joinRoom } from './join-room.ts';
import { kickPlayer } from './kick-player.ts';
import { leaveRoom } from './leave-room.ts';
import { expectOk, HOST, newRoom, player, roomWithPlayers, T0 } from './room-fixtures.ts';
import type { RoomState } from './room-state.ts';

const NOW = T0 + 1000;

describe('joinRoom', () => {
  it('puts a new player into the first free slot, not host and not ready', () => {
    const outcome = expectOk(joinRoom(newRoom(), 'p1', player(1), NOW));
    expect(outcome.state.slots[1]).toEqual({
      slotNr: 2,
      ...player(1),
      isHost: false,
      isReady: false,
      isAway: false,
    });
    expect(outcome.events).toEqual([{ type: 'player-joined', uid: 'p1', slotNr: 2 }]);
    expect(outcome.state.updatedAt).toBe(NOW);
  });

  it('fills the gap a leaving player left before any higher slot', () => {
    const room = roomWithPlayers(3);
    const afterLeave = expectOk(leaveRoom(room, 'p1', {}, NOW)).state;
    const outcome = expectOk(joinRoom(afterLeave, 'p9', player(9), NOW));
    expect(outcome.events).toEqual([{ type: 'player-joined', uid: 'p9', slotNr: 2 }]);
    expect(outcome.state.slots.map((slot) => slot.slotNr)).toEqual([1, 2, 3, 4]);
  });

  it('leaves a player who already holds a slot where they are, changing nothing', () => {
    const room = roomWithPlayers(2);
    const outcome = expectOk(joinRoom(room, 'p1', player(1), NOW));
    expect(outcome.state).toBe(room);
    expect(outcome.events).toEqual([]);
  });

  it('lets a player in a slot back in after the game started', () => {
    const started: RoomState = { ...roomWithPlayers(1), phase: 'ANSWERING' };
    expect(expectOk(joinRoom(started, 'p1', player(1), NOW)).state).toBe(started);
  });

  it('takes over a changed avatar of a returning player', () => {
    const room = roomWithPlayers(1);
    const outcome = expectOk(joinRoom(room, 'p1', { ...player(1), photoURL: '/avatars/lion.png' }, NOW));
    expect(outcome.state.slots[1]).toMatchObject({ slotNr: 2, photoURL: '/avatars/lion.png' });
    expect(outcome.events).toEqual([{ type: 'player-updated', uid: 'p1' }]);
  });

  it('answers a full room with ‘This room is full’', () => {
    const room = expectOk(joinRoom(newRoom({ maxPlayers: 2 }), 'p1', player(1), NOW)).state;
    expect(joinRoom(room, 'p2', player(2), NOW)).toEqual({
      ok: false,
      error: { code: 'room-full', message: VALIDATION.roomFull },
    });
  });

  it('refuses a newcomer once the game has started, as the room guard does', () => {
    const started: RoomState = { ...newRoom(), phase: 'ROUND_STARTING' };
    expect(joinRoom(started, 'p1', player(1), NOW)).toEqual({
      ok: false,
      error: { code: 'game-started', message: LOBBY_ERRORS.gameStarted },
    });
  });

  it('refuses everyone once the room is closed', () => {
    const closed = expectOk(leaveRoom(newRoom(), HOST.uid, {}, NOW)).state;
    expect(joinRoom(closed, 'p1', player(1), NOW)).toMatchObject({
      ok: false,
      error: { code: 'room-closed' },
    });
    expect(joinRoom(closed, HOST.uid, HOST, NOW)).toMatchObject({
      ok: false,
      error: { code: 'room-closed' },
    });
  });

  it('refuses a player the host removed', () => {
    const kicked = expectOk(kickPlayer(roomWithPlayers(1), HOST.uid, { targetUid: 'p1' }, NOW)).state;
    expect(joinRoom(kicked, 'p1', player(1), NOW)).toEqual({
      ok: false,
      error: { code: 'removed', message: LOBBY_ERRORS.removedByHost },
    });
  });
});
