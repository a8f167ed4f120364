import {
  DEFAULT_ROOM_SETTINGS,
  LOBBY_ERRORS,
  VALIDATION,
  type LibraryCategoryId,
  type RoomSettings,
} from '@npat/protocol';
import { describe, expect, it } from 'vitest';
import { joinRoom } from './join-room.ts';
import { submitCategories } from './player-categories.ts';
import { expectOk, HOST, newRoom, player, roomWithPlayers, T0 } from './room-fixtures.ts';
import type { RoomState } from './room-state.ts';
import { updateSettings } from './update-settings.ts';

const NOW = T0 + 1000;
const SETTINGS: RoomSettings = {
  ...DEFAULT_ROOM_SETTINGS,
  defaultCategories: [...DEFAULT_ROOM_SETTINGS.defaultCategories],
};

function update(state: RoomState, settings: Partial<RoomSettings>) {
  return updateSettings(state, HOST.uid, { settings: { ...SETTINGS, ...settings } }, NOW);
}

describe('updateSettings', () => {
  it('lets the host change the settings in the lobby', () => {
    const outcome = expectOk(update(newRoom(), { rounds: 3, endMode: 'Fastest Finger' }));
    expect(outcome.state.settings).toMatchObject({ rounds: 3, endMode: 'Fastest Finger' });
    expect(outcome.state.updatedAt).toBe(NOW);
    expect(outcome.events).toEqual([{ type: 'settings-updated', byUid: 'host' }]);
  });

  it('changes nothing when the settings are the same, whatever order the categories come in', () => {
    const room = newRoom();
    const outcome = expectOk(update(room, { defaultCategories: ['thing', 'animal', 'place', 'name'] }));
    expect(outcome.state).toBe(room);
    expect(outcome.events).toEqual([]);
  });

  it('refuses a setting that breaks a rule, with the message under its field', () => {
    expect(update(newRoom(), { roundTime: 62 })).toEqual({
      ok: false,
      error: { code: 'invalid-settings', message: VALIDATION.roundTimeRange, field: 'roundTime' },
    });
    expect(update(newRoom(), { defaultCategories: ['name', 'place'] })).toMatchObject({
      error: { message: VALIDATION.categoriesTooFew, field: 'defaultCategories' },
    });
  });

  it('refuses a player limit below the number of players already in', () => {
    expect(update(roomWithPlayers(3), { maxPlayers: 3 })).toEqual({
      ok: false,
      error: {
        code: 'too-many-players-for-limit',
        message: LOBBY_ERRORS.tooManyPlayersForLimit,
        field: 'maxPlayers',
      },
    });
  });

  it('moves players above a lowered limit down into free slots', () => {
    let room = roomWithPlayers(0);
    for (const n of [1, 2, 3, 4]) room = expectOk(joinRoom(room, `p${n}`, player(n), NOW)).state;
    room = { ...room, slots: room.slots.filter((slot) => slot.uid !== 'p1' && slot.uid !== 'p2') };
    // Now: host in 1, p3 in 4, p4 in 5; slots 2 and 3 are free.
    const outcome = expectOk(update(room, { maxPlayers: 3 }));
    expect(outcome.state.slots.map(({ slotNr, uid }) => [slotNr, uid])).toEqual([
      [1, 'host'],
      [2, 'p3'],
      [3, 'p4'],
    ]);
    expect(outcome.events).toContainEqual({ type: 'player-moved', uid: 'p3', fromSlotNr: 4, toSlotNr: 2 });
  });

  it('makes a ready player not ready when a newly chosen default equals their category', () => {
    const joined = expectOk(joinRoom(newRoom(), 'p1', player(1), NOW)).state;
    const room = expectOk(
      submitCategories(joined, 'p1', { category1: 'Technology', category2: 'Songs' }, NOW),
    ).state;
    const outcome = expectOk(update(room, { defaultCategories: ['name', 'place', 'animal', 'technology'] }));
    expect(outcome.state.slots.find((slot) => slot.uid === 'p1')?.isReady).toBe(false);
    expect(outcome.state.slots.find((slot) => slot.uid === 'host')?.isReady).toBe(true);
    expect(outcome.events).toContainEqual({ type: 'player-unready', uid: 'p1', reason: 'category-clash' });
  });

  it('takes any 3 to 12 categories of the library', () => {
    const twelve: LibraryCategoryId[] = ['name', 'place', 'animal', 'thing', 'occupations', 'technology'];
    twelve.push('rivers', 'trees', 'fruit', 'snacks', 'superpowers', 'books');
    for (const defaultCategories of [['rivers', 'trees', 'fruit'] as LibraryCategoryId[], twelve]) {
      const outcome = expectOk(update(newRoom(), { defaultCategories }));
      expect(outcome.state.settings.defaultCategories).toHaveLength(defaultCategories.length);
    }
  });

  it('makes a ready player not ready when a newly chosen library category equals their category', () => {
    const joined = expectOk(joinRoom(newRoom(), 'p1', player(1), NOW)).state;
    const room = expectOk(
      submitCategories(joined, 'p1', { category1: 'rivers', category2: 'Songz' }, NOW),
    ).state;
    const outcome = expectOk(update(room, { defaultCategories: ['name', 'place', 'rivers'] }));
    expect(outcome.state.slots.find((slot) => slot.uid === 'p1')?.isReady).toBe(false);
    expect(outcome.events).toContainEqual({ type: 'player-unready', uid: 'p1', reason: 'category-clash' });
  });

  it('keeps submitted categories when own categories are turned off, and asks for them again when on', () => {
    const room = expectOk(joinRoom(roomWithPlayers(1, { ready: true }), 'p2', player(2), NOW)).state;
    const off = expectOk(update(room, { ownCategories: false })).state;
    expect(off.settings.ownCategories).toBe(false);
    expect(off.customCategories).toEqual(room.customCategories);
    const on = expectOk(update(off, { ownCategories: true })).state;
    expect(on.slots.map(({ uid, isReady }) => [uid, isReady])).toEqual([
      ['host', true],
      ['p1', true],
      ['p2', false],
    ]);
  });
});
