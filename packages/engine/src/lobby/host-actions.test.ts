import { DEFAULT_ROOM_SETTINGS, LOBBY_ERRORS } from '@npat/protocol';
import { describe, expect, it } from 'vitest';
import { kickPlayer } from './kick-player.ts';
import { joinRoom } from './join-room.ts';
import { lockRoom } from './lock-room.ts';
import { makeLobbyHost } from './make-host.ts';
import { deepFreeze, HOST, roomWithPlayers, T0 } from './room-fixtures.ts';
import type { LobbyOutcome, RoomState } from './room-state.ts';
import { startGameFromLobby } from './start-game-from-lobby.ts';
import { updateSettings } from './update-settings.ts';

const NOW = T0 + 1000;

const HOST_ACTIONS: Record<string, (state: RoomState, uid: string) => LobbyOutcome> = {
  'update the settings': (state, uid) =>
    updateSettings(state, uid, { settings: { ...DEFAULT_ROOM_SETTINGS, rounds: 2 } }, NOW),
  'remove a player': (state, uid) => kickPlayer(state, uid, { targetUid: 'p2' }, NOW),
  'remove the host': (state, uid) => kickPlayer(state, uid, { targetUid: HOST.uid }, NOW),
  'start the game': (state, uid) => startGameFromLobby(state, uid, {}, NOW),
  'hand the host role on': (state, uid) => makeLobbyHost(state, uid, { targetUid: 'p1' }, NOW),
  'lock the room': (state, uid) => lockRoom(state, uid, { locked: true }, NOW),
};

describe('host actions', () => {
  for (const [action, attempt] of Object.entries(HOST_ACTIONS)) {
    it(`refuses a player who is not host trying to ${action}, and changes nothing`, () => {
      const room = deepFreeze(roomWithPlayers(2, { ready: true }));
      const snapshot = JSON.stringify(room);
      expect(attempt(room, 'p1')).toEqual({
        ok: false,
        error: { code: 'not-host', message: LOBBY_ERRORS.notHost },
      });
      expect(JSON.stringify(room)).toBe(snapshot);
    });

    it(`refuses someone outside the room trying to ${action}`, () => {
      expect(attempt(roomWithPlayers(2, { ready: true }), 'stranger')).toMatchObject({
        error: { code: 'not-in-room' },
      });
    });
  }

  it('lets the host update the settings, remove a player and start the game', () => {
    for (const action of ['update the settings', 'remove a player', 'start the game']) {
      expect(HOST_ACTIONS[action]!(roomWithPlayers(2, { ready: true }), HOST.uid).ok).toBe(true);
    }
  });
});

describe('handing the host role on', () => {
  it('makes the named player host and the old host a player, telling who it was', () => {
    const outcome = makeLobbyHost(roomWithPlayers(3, { ready: true }), HOST.uid, { targetUid: 'p2' }, NOW);
    if (!outcome.ok) throw new Error(outcome.error.code);
    expect(outcome.state.slots.filter((slot) => slot.isHost).map((slot) => slot.uid)).toEqual(['p2']);
    expect(outcome.events).toEqual([{ type: 'host-changed', uid: 'p2', previousUid: HOST.uid }]);
    expect(updateSettings(outcome.state, HOST.uid, { settings: DEFAULT_ROOM_SETTINGS }, NOW)).toMatchObject({
      error: { code: 'not-host' },
    });
  });

  it('refuses a player who is not in the room, and changes nothing for the host themselves', () => {
    const room = roomWithPlayers(2, { ready: true });
    expect(makeLobbyHost(room, HOST.uid, { targetUid: 'stranger' }, NOW)).toMatchObject({
      error: { code: 'player-not-in-room' },
    });
    expect(makeLobbyHost(room, HOST.uid, { targetUid: HOST.uid }, NOW)).toEqual({
      ok: true,
      state: room,
      events: [],
    });
  });
});

describe('locking the room', () => {
  const newcomer = { displayName: 'Newcomer', photoURL: '/avatars/koala.svg' };

  it('turns away anyone new while locked, and takes them again once opened', () => {
    const locked = lockRoom(roomWithPlayers(2), HOST.uid, { locked: true }, NOW);
    if (!locked.ok) throw new Error(locked.error.code);
    expect(locked.state.locked).toBe(true);
    expect(locked.events).toEqual([{ type: 'room-locked', locked: true, byUid: HOST.uid }]);
    expect(joinRoom(locked.state, 'late', newcomer, NOW)).toMatchObject({
      ok: false,
      error: { code: 'room-locked', message: LOBBY_ERRORS.roomLocked },
    });
    const opened = lockRoom(locked.state, HOST.uid, { locked: false }, NOW);
    if (!opened.ok) throw new Error(opened.error.code);
    expect(joinRoom(opened.state, 'late', newcomer, NOW).ok).toBe(true);
  });

  it('still lets a player who holds a slot back in after a reload', () => {
    const room = roomWithPlayers(2);
    const locked = lockRoom(room, HOST.uid, { locked: true }, NOW);
    if (!locked.ok) throw new Error(locked.error.code);
    const seated = locked.state.slots.find((slot) => !slot.isHost)!;
    expect(joinRoom(locked.state, seated.uid, seated, NOW).ok).toBe(true);
  });
});
