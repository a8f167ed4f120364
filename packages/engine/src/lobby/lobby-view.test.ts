import { lobbyViewSchema } from '@npat/protocol';
import { describe, expect, it } from 'vitest';
import { lobbyView } from './lobby-view.ts';
import { submitCategories } from './player-categories.ts';
import { expectOk, roomWithPlayers, T0 } from './room-fixtures.ts';
import type { RoomState } from './room-state.ts';

describe('lobbyView', () => {
  it('shows the room, its slots and its settings as the protocol describes them', () => {
    const view = lobbyView(roomWithPlayers(1), 7, null);
    expect(lobbyViewSchema.parse(view)).toEqual(view);
    expect(view).toMatchObject({
      roomId: 'room-1',
      version: 7,
      joinCode: 'G2F3XA',
      phase: 'LOBBY',
      maxPlayers: 10,
    });
    expect(view.slots.map(({ slotNr, uid, isHost, isReady }) => ({ slotNr, uid, isHost, isReady }))).toEqual([
      { slotNr: 1, uid: 'host', isHost: true, isReady: true },
      { slotNr: 2, uid: 'p1', isHost: false, isReady: false },
    ]);
  });

  it('lists the chosen defaults and every custom category by addedAt', () => {
    let room = roomWithPlayers(2, { ready: true });
    // p1 changes one category later: it moves to the end, the kept one keeps its place.
    room = expectOk(
      submitCategories(room, 'p1', { category1: 'P1 one', category2: 'Rivers' }, T0 + 50),
    ).state;
    const view = lobbyView(room, 3, null);
    expect(view.categories.defaults).toEqual([
      { id: 'name', title: 'Name' },
      { id: 'place', title: 'Place' },
      { id: 'animal', title: 'Animal' },
      { id: 'thing', title: 'Thing' },
    ]);
    expect(view.categories.custom.map((category) => category.title)).toEqual([
      'Cars',
      'Films',
      'P1 one',
      'P2 one',
      'P2 two',
      'Rivers',
    ]);
  });

  it('shows everyone ready while own categories are off, whatever they submitted', () => {
    const room: RoomState = roomWithPlayers(2);
    const off = { ...room, settings: { ...room.settings, ownCategories: false } };
    expect(lobbyView(off, 1, null).slots.map((slot) => slot.isReady)).toEqual([true, true, true]);
    expect(lobbyView(off, 1, null).settings.ownCategories).toBe(false);
  });

  it('carries a hidden join code in the host’s view only (streamer mode)', () => {
    const room = roomWithPlayers(1);
    const hidden = { ...room, settings: { ...room.settings, hideCode: true } };
    expect(lobbyView(hidden, 1, 'host').joinCode).toBe('G2F3XA');
    expect(lobbyView(hidden, 1, 'p1').joinCode).toBe('');
    expect(lobbyView(hidden, 1, null).joinCode).toBe('');
    expect(lobbyView(room, 1, 'p1').joinCode).toBe('G2F3XA');
  });
});
