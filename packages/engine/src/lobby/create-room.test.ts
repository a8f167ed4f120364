import { VALIDATION } from '@npat/protocol';
import { describe, expect, it } from 'vitest';
import { createRoom } from './create-room.ts';
import { HOST, HOST_FORM, newRoom, T0 } from './room-fixtures.ts';

describe('createRoom', () => {
  it('puts the host in slot 1 as host, ready and present', () => {
    const room = newRoom();
    expect(room.slots).toEqual([{ slotNr: 1, ...HOST, isHost: true, isReady: true, isAway: false }]);
    expect(room.phase).toBe('LOBBY');
    expect(room.closedAt).toBeNull();
  });

  it('makes the host’s two categories from the form the host’s custom categories', () => {
    expect(newRoom().customCategories).toEqual({
      host: [
        { title: 'Cars', addedAt: T0 },
        { title: 'Films', addedAt: T0 },
      ],
    });
  });

  it('fills in the default settings', () => {
    expect(newRoom().settings).toEqual({
      rounds: 6,
      roundTime: 60,
      endMode: 'Round Timer',
      defaultCategories: ['name', 'place', 'animal', 'thing'],
      ownCategories: true,
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
    });
  });

  it('stores the chosen categories in the library’s order', () => {
    const room = newRoom({ defaultCategories: ['snacks', 'technology', 'name', 'occupations', 'place'] });
    expect(room.settings.defaultCategories).toEqual(['name', 'place', 'occupations', 'technology', 'snacks']);
  });

  it('makes a room without the host’s categories when players add none, the host ready all the same', () => {
    const room = newRoom({ ownCategories: false, customCategory1: '', customCategory2: '' });
    expect(room.settings.ownCategories).toBe(false);
    expect(room.customCategories).toEqual({});
    // The stored flag says the host has submitted nothing; with own categories off that does not count.
    expect(room.slots[0]?.isReady).toBe(false);
  });

  it('announces the new room', () => {
    const outcome = createRoom({ roomId: 'r', joinCode: 'ABCDEF', host: HOST, settings: HOST_FORM }, T0);
    expect(outcome.ok && outcome.events).toEqual([{ type: 'room-created', uid: 'host' }]);
  });

  it('refuses a form that breaks a rule, with the message under its field', () => {
    const outcome = createRoom(
      { roomId: 'r', joinCode: 'ABCDEF', host: HOST, settings: { ...HOST_FORM, customCategory2: ' cars ' } },
      T0,
    );
    expect(outcome).toEqual({
      ok: false,
      error: { code: 'invalid-settings', message: VALIDATION.differentCategory, field: 'customCategory2' },
    });
  });

  it('refuses a host category equal to a chosen default', () => {
    const outcome = createRoom(
      { roomId: 'r', joinCode: 'ABCDEF', host: HOST, settings: { ...HOST_FORM, customCategory1: 'ANIMAL' } },
      T0,
    );
    expect(!outcome.ok && outcome.error).toMatchObject({
      message: VALIDATION.categoryExists,
      field: 'customCategory1',
    });
  });

  it('throws on a join code the server should never have made', () => {
    expect(() =>
      createRoom({ roomId: 'r', joinCode: 'O0I1L!', host: HOST, settings: HOST_FORM }, T0),
    ).toThrow(/join code/);
  });
});
