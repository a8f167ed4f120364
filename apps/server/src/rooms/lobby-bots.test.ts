import { isBotUid, type LobbyAck } from '@npat/protocol';
import { expect, it } from 'vitest';
import { describeOnEachDatabase } from '../testing/describe-on-each-database.ts';
import { lobbySuite } from '../testing/lobby-suite.ts';

describeOnEachDatabase('bots in the lobby, over real sockets', (startServer) => {
  const suite = lobbySuite(startServer);
  const { kit } = suite;
  const refusal = (ack: LobbyAck) => (ack.ok ? undefined : ack.error);
  const botsOf = (ack: LobbyAck) => (ack.ok ? ack.view.slots.filter((slot) => slot.bot !== null) : []);

  it('seats and removes bots at the host’s word alone, and everyone sees them marked with their level', async () => {
    const { roomId, host, guests } = await kit.lobby(2);
    const [ben] = guests as [typeof host];
    // A player seating or removing bots, as an attacker would send it, is refused and changes nothing.
    expect(refusal(await ben.send('lobby:add-bot', { roomId, level: 'hard' }))).toMatchObject({
      code: 'not-host',
    });
    const added = await host.send('lobby:add-bot', { roomId, level: 'hard' });
    const [bot] = botsOf(added);
    expect(bot).toMatchObject({ bot: 'hard', isReady: true, isAway: false, isHost: false });
    expect(isBotUid(bot?.uid ?? '')).toBe(true);
    const seen = await ben.stateWhere((view) => view.slots.some((slot) => slot.bot === 'hard'));
    expect(seen.slots).toHaveLength(3);

    const botUid = bot?.uid ?? '';
    expect(refusal(await ben.send('lobby:remove-bot', { roomId, botUid }))).toMatchObject({
      code: 'not-host',
    });
    // Remove-bot takes no person, and kick and make-host take no bot.
    expect(refusal(await host.send('lobby:remove-bot', { roomId, botUid: ben.user.uid }))).toMatchObject({
      code: 'not-a-bot',
    });
    expect(refusal(await host.send('lobby:kick', { roomId, targetUid: botUid }))).toMatchObject({
      code: 'invalid-request',
    });
    expect(refusal(await host.send('lobby:make-host', { roomId, targetUid: botUid }))).toMatchObject({
      code: 'invalid-request',
    });
    // A level that is none, or a payload of another shape, is refused before the rules see it.
    expect(refusal(await host.send('lobby:add-bot', { roomId, level: 'godlike' } as never))).toMatchObject({
      code: 'invalid-request',
    });
    expect(botsOf(await host.send('lobby:remove-bot', { roomId, botUid }))).toEqual([]);
  });

  it('keep bots out of the room’s members, and close the room with the last person who leaves', async () => {
    const { roomId, host } = await kit.lobby(1);
    for (const level of ['easy', 'medium'] as const) await host.send('lobby:add-bot', { roomId, level });
    const uids = (await suite.server.rooms.service.find(roomId))?.snapshot.lobby.slots.map(
      (slot) => slot.uid,
    );
    expect(uids?.filter(isBotUid)).toHaveLength(2);
    for (const uid of uids?.filter(isBotUid) ?? [])
      expect(await suite.server.repositories.rooms.openRoomsOf(uid)).toEqual([]);
    expect(await suite.server.repositories.rooms.openRoomsOf(host.user.uid)).toEqual([roomId]);

    expect((await host.send('lobby:leave', { roomId })).ok).toBe(true);
    const closed = (await suite.server.rooms.service.find(roomId))?.snapshot.lobby;
    expect(closed?.slots).toEqual([]);
    expect(closed?.closedAt).not.toBeNull();
  });
});
