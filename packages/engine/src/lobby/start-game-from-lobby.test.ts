import { DEFAULT_ROOM_SETTINGS, LOBBY_ERRORS } from '@npat/protocol';
import { describe, expect, it } from 'vitest';
import { joinRoom } from './join-room.ts';
import { expectOk, HOST, newRoom, player, roomWithPlayers, T0 } from './room-fixtures.ts';
import { setSlotPresence } from './set-slot-presence.ts';
import { updateSettings } from './update-settings.ts';
import { startGameFromLobby } from './start-game-from-lobby.ts';

const NOW = T0 + 1000;

describe('startGameFromLobby', () => {
  it('moves a room with two ready players out of LOBBY', () => {
    const outcome = startGameFromLobby(roomWithPlayers(1, { ready: true }), HOST.uid, {}, NOW);
    expect(outcome.ok && outcome.state.phase).toBe('ROUND_STARTING');
    expect(outcome.ok && outcome.events).toEqual([{ type: 'game-started' }]);
  });

  it('hands the game engine the players, settings and categories it needs', () => {
    const outcome = startGameFromLobby(roomWithPlayers(2, { ready: true }), HOST.uid, {}, NOW);
    if (!outcome.ok) throw new Error('expected the game to start');
    expect(outcome.game.players).toEqual([
      { uid: 'host', displayName: HOST.displayName, photoURL: HOST.photoURL, slotNr: 1 },
      { uid: 'p1', displayName: 'Player 1', photoURL: player(1).photoURL, slotNr: 2 },
      { uid: 'p2', displayName: 'Player 2', photoURL: player(2).photoURL, slotNr: 3 },
    ]);
    expect(outcome.game.settings).toEqual({
      rounds: 6,
      roundTime: 60,
      endMode: 'Round Timer',
      maxPlayers: 10,
      letters: [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'],
      onlyAnswerDoubles: false,
      sharedAnswerZero: false,
      creativeBonus: false,
      letterVote: false,
      refereeDecides: false,
      lateJoin: true,
      bigScreen: false,
      hideCode: false,
      rudeFilter: false,
      language: 'en',
      ownCategories: true,
      defaultCategories: [
        { id: 'name', title: 'Name' },
        { id: 'place', title: 'Place' },
        { id: 'animal', title: 'Animal' },
        { id: 'thing', title: 'Thing' },
      ],
    });
    expect(outcome.game.customCategories).toEqual([
      { id: 'host/category1', ownerUid: 'host', title: 'Cars', addedAt: T0 },
      { id: 'host/category2', ownerUid: 'host', title: 'Films', addedAt: T0 },
      { id: 'p1/category1', ownerUid: 'p1', title: 'P1 one', addedAt: T0 + 1 },
      { id: 'p1/category2', ownerUid: 'p1', title: 'P1 two', addedAt: T0 + 1 },
      { id: 'p2/category1', ownerUid: 'p2', title: 'P2 one', addedAt: T0 + 2 },
      { id: 'p2/category2', ownerUid: 'p2', title: 'P2 two', addedAt: T0 + 2 },
    ]);
    expect(outcome.game).toMatchObject({ roomId: 'room-1', startedAt: NOW, hostUid: 'host' });
  });

  it('needs at least two players', () => {
    expect(startGameFromLobby(newRoom(), HOST.uid, {}, NOW)).toEqual({
      ok: false,
      error: { code: 'not-enough-players', message: LOBBY_ERRORS.notEnoughPlayers },
    });
  });

  it('needs every player ready', () => {
    const room = expectOk(joinRoom(newRoom(), 'p1', player(1), NOW)).state;
    expect(startGameFromLobby(room, HOST.uid, {}, NOW)).toEqual({
      ok: false,
      error: { code: 'not-all-ready', message: LOBBY_ERRORS.notAllReady },
    });
  });

  it('starts with a ready player who is away for the moment', () => {
    const room = expectOk(
      setSlotPresence(roomWithPlayers(1, { ready: true }), 'p1', { connected: false }, NOW),
    ).state;
    expect(startGameFromLobby(room, HOST.uid, {}, NOW).ok).toBe(true);
  });

  it('cannot start twice', () => {
    const started = expectOk(
      startGameFromLobby(roomWithPlayers(1, { ready: true }), HOST.uid, {}, NOW),
    ).state;
    expect(startGameFromLobby(started, HOST.uid, {}, NOW)).toMatchObject({
      error: { code: 'game-started' },
    });
  });

  it('starts without anyone’s categories when own categories are off, and hands over none', () => {
    let room = newRoom({ ownCategories: false, customCategory1: '', customCategory2: '' });
    for (const n of [1, 2]) room = expectOk(joinRoom(room, `p${n}`, player(n), NOW)).state;
    const outcome = startGameFromLobby(room, HOST.uid, {}, NOW);
    if (!outcome.ok) throw new Error(`expected the game to start, got ${outcome.error.code}`);
    expect(outcome.game.settings.ownCategories).toBe(false);
    expect(outcome.game.customCategories).toEqual([]);
  });

  it('leaves categories submitted before own categories were turned off out of the game', () => {
    const room = roomWithPlayers(1, { ready: true });
    const settings = { ...DEFAULT_ROOM_SETTINGS, ownCategories: false };
    const off = expectOk(updateSettings(room, HOST.uid, { settings }, NOW)).state;
    const outcome = startGameFromLobby(off, HOST.uid, {}, NOW);
    expect(outcome.ok && outcome.game.customCategories).toEqual([]);
  });

  it('hands over the chosen library categories in the library’s order', () => {
    const room = roomWithPlayers(1, { ready: true });
    const settings = { ...DEFAULT_ROOM_SETTINGS, defaultCategories: ['snacks', 'rivers', 'name'] };
    const changed = expectOk(updateSettings(room, HOST.uid, { settings }, NOW)).state;
    const outcome = startGameFromLobby(changed, HOST.uid, {}, NOW);
    expect(outcome.ok && outcome.game.settings.defaultCategories).toEqual([
      { id: 'name', title: 'Name' },
      { id: 'rivers', title: 'Rivers' },
      { id: 'snacks', title: 'Snacks' },
    ]);
  });
});
