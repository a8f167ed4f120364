import { describe, expect, it } from 'vitest';
import { commit } from './commit.ts';
import { makeLobbyHost } from './make-host.ts';
import { expectOk, hostOf, roomWithPlayers, T0 } from './room-fixtures.ts';
import { setSlotPresence } from './set-slot-presence.ts';

const NOW = T0 + 1000;

describe('commit', () => {
  it('changes the room on a draft and stamps the time, leaving the given room as it was', () => {
    const room = roomWithPlayers(2);
    const outcome = commit(room, NOW, [], (draft) => {
      draft.locked = true;
    });
    expect(outcome.state).toMatchObject({ locked: true, updatedAt: NOW });
    expect(room.locked).toBe(false);
  });

  it('keeps every slot and category a change left alone as the very same objects', () => {
    const room = roomWithPlayers(3, { ready: true });
    const next = expectOk(setSlotPresence(room, 'p2', { connected: false }, NOW)).state;
    expect(next.slots.filter((slot, index) => slot === room.slots[index])).toHaveLength(3);
    expect(next.slots[2]).not.toBe(room.slots[2]);
    expect(next.customCategories).toBe(room.customCategories);
    expect(next.settings).toBe(room.settings);
  });

  it('copies only the slots whose host mark changes when the host hands over', () => {
    const room = roomWithPlayers(3);
    const next = expectOk(makeLobbyHost(room, hostOf(room), { targetUid: 'p1' }, NOW)).state;
    expect(next.slots[0]).not.toBe(room.slots[0]);
    expect(next.slots[1]).not.toBe(room.slots[1]);
    expect(next.slots.slice(2)).toEqual(room.slots.slice(2));
    expect(next.slots[2]).toBe(room.slots[2]);
  });

  it('hands out a frozen room, so nothing can change a state the room cache shares', () => {
    const next = expectOk(setSlotPresence(roomWithPlayers(1), 'p1', { connected: false }, NOW)).state;
    expect(Object.isFrozen(next)).toBe(true);
    expect(Object.isFrozen(next.slots[0])).toBe(true);
  });
});
