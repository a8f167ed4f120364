import { LOBBY_ERRORS, VALIDATION } from '@npat/protocol';
import { describe, expect, it } from 'vitest';
import { joinRoom } from './join-room.ts';
import { editCategories, submitCategories } from './player-categories.ts';
import { expectOk, HOST, newRoom, player, T0 } from './room-fixtures.ts';
import type { RoomState } from './room-state.ts';

const NOW = T0 + 1000;
const roomWithOne = (): RoomState => expectOk(joinRoom(newRoom(), 'p1', player(1), T0 + 1)).state;
const submit = (state: RoomState, category1: unknown, category2: unknown, now = NOW) =>
  submitCategories(state, 'p1', { category1, category2 }, now);

describe('submitCategories', () => {
  it('stores the two trimmed categories and makes the player ready', () => {
    const outcome = expectOk(submit(roomWithOne(), '  Board   games ', 'Rivers'));
    expect(outcome.state.customCategories['p1']).toEqual([
      { title: 'Board games', addedAt: NOW },
      { title: 'Rivers', addedAt: NOW },
    ]);
    expect(outcome.state.slots[1]?.isReady).toBe(true);
    expect(outcome.events).toEqual([{ type: 'categories-submitted', uid: 'p1' }]);
  });

  it('requires both categories, each with its own message', () => {
    expect(submit(roomWithOne(), '  ', 'Rivers')).toEqual({
      ok: false,
      error: { code: 'invalid-categories', message: VALIDATION.category1Required, field: 'category1' },
    });
    expect(submit(roomWithOne(), 'Rivers', '')).toMatchObject({
      error: { message: VALIDATION.category2Required, field: 'category2' },
    });
  });

  it('drops a right-to-left override from a title, so what is stored is what everyone reads', () => {
    const outcome = expectOk(submit(roomWithOne(), '\u202Eeman', 'Riv\u200Bers'));
    expect(outcome.state.customCategories['p1']?.map((category) => category.title)).toEqual([
      'eman',
      'Rivers',
    ]);
  });

  it('takes a title of only invisible characters as missing', () => {
    expect(submit(roomWithOne(), '\u202E\u200B\u2066', 'Rivers')).toMatchObject({
      error: { message: VALIDATION.category1Required, field: 'category1' },
    });
  });

  it('refuses a title that is a chosen default behind invisible characters', () => {
    expect(submit(roomWithOne(), 'Rivers', 'An\u200Bimal')).toMatchObject({
      error: { code: 'category-exists', field: 'category2' },
    });
  });

  it('refuses a category longer than 20 characters', () => {
    expect(submit(roomWithOne(), 'x'.repeat(21), 'Rivers')).toMatchObject({
      error: { message: VALIDATION.categoryTooLong, field: 'category1' },
    });
  });

  it('refuses two categories that differ only in case and accents', () => {
    expect(submit(roomWithOne(), 'Café', 'CAFE')).toMatchObject({
      error: { message: VALIDATION.differentCategory, field: 'category2' },
    });
  });

  it('refuses a category equal to a chosen default', () => {
    expect(submit(roomWithOne(), 'Rivers', ' animal ')).toEqual({
      ok: false,
      error: { code: 'category-exists', message: VALIDATION.categoryExists, field: 'category2' },
    });
  });

  it('refuses a category equal to any chosen library category', () => {
    const room = roomWithOne();
    const withRivers: RoomState = {
      ...room,
      settings: { ...room.settings, defaultCategories: ['name', 'place', 'rivers', 'superpowers'] },
    };
    expect(submit(withRivers, 'Songs', 'SUPERPOWERS')).toMatchObject({
      error: { code: 'category-exists', message: VALIDATION.categoryExists, field: 'category2' },
    });
  });

  it('accepts a default category that the host did not choose', () => {
    expect(submit(roomWithOne(), 'Technology', 'Rivers').ok).toBe(true);
  });

  it('refuses a category another player already has', () => {
    expect(submit(roomWithOne(), 'cârs', 'Rivers')).toMatchObject({
      error: { code: 'category-exists', field: 'category1' },
    });
  });

  it('lets a player submit their own categories again', () => {
    const room = expectOk(submit(roomWithOne(), 'Rivers', 'Songs')).state;
    const editing = expectOk(editCategories(room, 'p1', {}, NOW + 1)).state;
    expect(expectOk(submit(editing, 'Songs', 'Rivers', NOW + 2)).state.slots[1]?.isReady).toBe(true);
  });

  it('keeps the addedAt of a category whose title did not change', () => {
    const room = expectOk(submit(roomWithOne(), 'Rivers', 'Songs')).state;
    const outcome = expectOk(submit(room, 'Rivers', 'Dances', NOW + 5));
    expect(outcome.state.customCategories['p1']).toEqual([
      { title: 'Rivers', addedAt: NOW },
      { title: 'Dances', addedAt: NOW + 5 },
    ]);
  });

  it('changes nothing when a ready player submits the same categories again', () => {
    const room = expectOk(submit(roomWithOne(), 'Rivers', 'Songs')).state;
    const outcome = expectOk(submit(room, 'Rivers', 'Songs', NOW + 5));
    expect(outcome.state).toBe(room);
    expect(outcome.events).toEqual([]);
  });

  it('refuses someone who is not in the room', () => {
    expect(submitCategories(newRoom(), 'p1', { category1: 'a', category2: 'b' }, NOW)).toMatchObject({
      error: { code: 'not-in-room' },
    });
  });
});

describe('editCategories', () => {
  it('makes a ready player not ready and keeps their categories for the dialog', () => {
    const outcome = expectOk(editCategories(newRoom(), HOST.uid, {}, NOW));
    expect(outcome.state.slots[0]?.isReady).toBe(false);
    expect(outcome.state.customCategories['host']).toHaveLength(2);
    expect(outcome.events).toEqual([{ type: 'player-unready', uid: 'host', reason: 'editing' }]);
  });

  it('changes nothing for a player who is not ready', () => {
    const room = roomWithOne();
    expect(expectOk(editCategories(room, 'p1', {}, NOW)).state).toBe(room);
  });

  it('refuses once the game has started', () => {
    const running: RoomState = { ...newRoom(), phase: 'ANSWERING' };
    expect(editCategories(running, HOST.uid, {}, NOW)).toMatchObject({
      error: { code: 'game-started' },
    });
  });
});

describe('own categories off', () => {
  const off = (state: RoomState): RoomState => ({
    ...state,
    settings: { ...state.settings, ownCategories: false },
  });

  it('refuses submitting or editing categories, saying why', () => {
    const refusal = {
      ok: false,
      error: { code: 'own-categories-off', message: LOBBY_ERRORS.ownCategoriesOff },
    };
    expect(submit(off(roomWithOne()), 'Rivers', 'Songs')).toEqual(refusal);
    expect(editCategories(off(newRoom()), HOST.uid, {}, NOW)).toEqual(refusal);
  });
});
