import { describe, expect, it } from 'vitest';
import { expectOk, roomWithPlayers, T0 } from './room-fixtures.ts';
import { setSlotPresence } from './set-slot-presence.ts';

const NOW = T0 + 1000;

describe('setSlotPresence', () => {
  it('marks a player away when their connection drops, keeping slot and ready mark', () => {
    const outcome = expectOk(
      setSlotPresence(roomWithPlayers(1, { ready: true }), 'p1', { connected: false }, NOW),
    );
    expect(outcome.state.slots[1]).toMatchObject({ slotNr: 2, isAway: true, isReady: true });
    expect(outcome.events).toEqual([{ type: 'presence-changed', uid: 'p1', isAway: true }]);
  });

  it('clears the away mark when the player is back', () => {
    const away = expectOk(setSlotPresence(roomWithPlayers(1), 'p1', { connected: false }, NOW)).state;
    expect(expectOk(setSlotPresence(away, 'p1', { connected: true }, NOW)).state.slots[1]?.isAway).toBe(
      false,
    );
  });

  it('changes nothing when the presence is already as reported', () => {
    const room = roomWithPlayers(1);
    const outcome = expectOk(setSlotPresence(room, 'p1', { connected: true }, NOW));
    expect(outcome.state).toBe(room);
    expect(outcome.events).toEqual([]);
  });

  it('refuses someone who is not in the room', () => {
    expect(setSlotPresence(roomWithPlayers(1), 'x', { connected: true }, NOW)).toMatchObject({
      error: { code: 'not-in-room' },
    });
  });
});
