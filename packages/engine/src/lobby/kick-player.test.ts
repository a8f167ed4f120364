import { LOBBY_ERRORS } from '@npat/protocol';
import { describe, expect, it } from 'vitest';
import { kickPlayer } from './kick-player.ts';
import { expectOk, HOST, roomWithPlayers, T0 } from './room-fixtures.ts';
import type { RoomState } from './room-state.ts';

const NOW = T0 + 1000;

describe('kickPlayer', () => {
  it('removes the player with their categories and says who was removed', () => {
    const outcome = expectOk(
      kickPlayer(roomWithPlayers(2, { ready: true }), HOST.uid, { targetUid: 'p1' }, NOW),
    );
    expect(outcome.state.slots.map((slot) => slot.uid)).toEqual(['host', 'p2']);
    expect(outcome.state.customCategories).not.toHaveProperty('p1');
    expect(outcome.state.removedUids).toEqual(['p1']);
    expect(outcome.events).toEqual([{ type: 'player-kicked', uid: 'p1', byUid: 'host' }]);
  });

  it('does not let the host remove themselves', () => {
    expect(kickPlayer(roomWithPlayers(1), HOST.uid, { targetUid: HOST.uid }, NOW)).toEqual({
      ok: false,
      error: { code: 'cannot-kick-yourself', message: LOBBY_ERRORS.cannotRemoveYourself },
    });
  });

  it('refuses to remove someone who is not in the room', () => {
    expect(kickPlayer(roomWithPlayers(1), HOST.uid, { targetUid: 'nobody' }, NOW)).toMatchObject({
      ok: false,
      error: { code: 'player-not-in-room' },
    });
  });

  it('refuses once the game has started', () => {
    const running: RoomState = { ...roomWithPlayers(1), phase: 'REVIEWING' };
    expect(kickPlayer(running, HOST.uid, { targetUid: 'p1' }, NOW)).toMatchObject({
      ok: false,
      error: { code: 'game-started' },
    });
  });
});
