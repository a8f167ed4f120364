import { isBotUid } from '@npat/protocol';
import { describe, expect, it } from 'vitest';
import { addBot, removeBot } from './bot-seats.ts';
import { leaveRoom } from './leave-room.ts';
import { makeLobbyHost } from './make-host.ts';
import { expectOk, HOST, newRoom, roomWithPlayers, T0 } from './room-fixtures.ts';
import type { RoomState } from './room-state.ts';
import { setSlotPresence } from './set-slot-presence.ts';
import { startGameFromLobby } from './start-game-from-lobby.ts';

/** `state` with bots of `levels` added by the host, one millisecond apart. */
function withBots(state: RoomState, ...levels: ('easy' | 'medium' | 'hard')[]): RoomState {
  return levels.reduce(
    (room, level, index) => expectOk(addBot(room, HOST.uid, { level }, T0 + 100 + index)).state,
    state,
  );
}

describe('bot seats', () => {
  it('seat a bot in the first free seat, ready and present, named in the game’s language and unlike the others', () => {
    const room = withBots(newRoom({ language: 'de' }), 'easy', 'hard');
    const bots = room.slots.filter((slot) => slot.bot !== undefined);
    expect(bots.map((bot) => [bot.slotNr, bot.displayName, bot.bot, bot.isReady, bot.isAway])).toEqual([
      [2, 'Lena', 'easy', true, false],
      [3, 'Jonas', 'hard', true, false],
    ]);
    expect(bots.every((bot) => isBotUid(bot.uid))).toBe(true);
    expect(new Set(bots.map((bot) => bot.photoURL)).size).toBe(2);
  });

  it('fill at most the player limit less one seat, since the host is always a person', () => {
    const room = withBots(newRoom({ maxPlayers: 3 }), 'easy', 'easy');
    expect(room.slots.map((slot) => slot.bot ?? 'person')).toEqual(['person', 'easy', 'easy']);
    expect(addBot(room, HOST.uid, { level: 'easy' }, T0 + 200)).toMatchObject({
      ok: false,
      error: { code: 'room-full' },
    });
  });

  it('are added and removed by the host alone, and remove-bot takes no person', () => {
    const room = withBots(roomWithPlayers(1), 'medium');
    const bot = room.slots.find((slot) => slot.bot !== undefined)!;
    expect(addBot(room, 'p1', { level: 'easy' }, T0 + 200)).toMatchObject({
      ok: false,
      error: { code: 'not-host' },
    });
    expect(removeBot(room, 'p1', { botUid: bot.uid }, T0 + 200)).toMatchObject({
      ok: false,
      error: { code: 'not-host' },
    });
    expect(removeBot(room, HOST.uid, { botUid: 'p1' }, T0 + 200)).toMatchObject({
      ok: false,
      error: { code: 'not-a-bot' },
    });
    const removed = expectOk(removeBot(room, HOST.uid, { botUid: bot.uid }, T0 + 200));
    expect(removed.state.slots.map((slot) => slot.uid)).toEqual(['host', 'p1']);
    expect(removed.state.removedUids).toEqual([]);
    expect(makeLobbyHost(room, HOST.uid, { targetUid: bot.uid }, T0 + 200)).toMatchObject({ ok: false });
  });

  it('never go away, never host, and leave with the last person, which closes the room', () => {
    const room = withBots(roomWithPlayers(1), 'easy', 'hard');
    const bot = room.slots.find((slot) => slot.bot !== undefined)!;
    expect(expectOk(setSlotPresence(room, bot.uid, { connected: false }, T0 + 200)).state).toBe(room);
    const hostGone = expectOk(leaveRoom(room, HOST.uid, {}, T0 + 200)).state;
    expect(hostGone.slots.find((slot) => slot.isHost)?.uid).toBe('p1');
    const closed = expectOk(leaveRoom(hostGone, 'p1', {}, T0 + 300)).state;
    expect(closed.slots).toEqual([]);
    expect(closed.phase).toBe('GAME-COMPLETED');
  });

  it('count towards the start: a person and a bot make a game, the bot with its level', () => {
    const room = withBots(newRoom({ ownCategories: false }), 'hard');
    const started = startGameFromLobby(room, HOST.uid, {}, T0 + 200);
    if (!started.ok) throw new Error(started.error.code);
    expect(started.game.players.map((player) => player.bot ?? null)).toEqual([null, 'hard']);
  });
});
