import { expect, it } from 'vitest';
import { describeOnEachDatabase } from '../testing/describe-on-each-database.ts';
import { signInAsGuest } from '../testing/identity-client.ts';
import { serverPerTest } from './testing/server-per-test.ts';
import { acceptedView, connectPlayer, type TestPlayer } from './testing/game-client.ts';
import { createRoomAs, startGameFor } from './testing/game-setup.ts';
import { tickInto } from './testing/game-steps.ts';

describeOnEachDatabase('Play again', (startServer) => {
  const suite = serverPerTest(startServer);

  it('opens a new lobby with the same settings that everyone is invited to and can join', async () => {
    const { server, clock } = suite;
    const form = { rounds: 1, roundTime: 45, endMode: 'Fastest Finger', maxPlayers: 5 } as const;
    const game = await startGameFor(server.url, { count: 3, form });
    const { roomId } = game;
    suite.players = game.players;
    const [host, ben, cy] = suite.players as [TestPlayer, TestPlayer, TestPlayer];

    expect(await ben.game('game:play-again', { roomId })).toMatchObject({
      ok: false,
      error: { code: 'wrong-phase' },
    });
    for (const phase of ['ANSWERING', 'REVIEWING', 'ROUND_RESULTS', 'FINAL_RESULTS'] as const) {
      await tickInto(server, clock, roomId, suite.players, phase);
    }

    // Ben, not the host, asks: he hosts the new lobby.
    const asked = await ben.game('game:play-again', { roomId });
    if (!asked.ok || asked.invite === undefined) throw new Error('play again was refused');
    const invite = asked.invite;
    expect(invite.fromRoomId).toBe(roomId);
    expect(invite.roomId).not.toBe(roomId);
    // The invitation names who opened the new lobby, so the others know whose it is.
    expect(invite.hostUid).toBe(ben.user.uid);
    await Promise.all(
      suite.players.map((player) => expect.poll(() => player.invites).toContainEqual(invite)),
    );

    // Asking again (anyone) leads to the same lobby, so the group stays together.
    const again = await cy.game('game:play-again', { roomId });
    expect(again).toMatchObject({ ok: true, invite: { fromRoomId: roomId, roomId: invite.roomId } });

    const joined = await host.lobby('lobby:join', { roomId: invite.roomId });
    if (!joined.ok) throw new Error(`joining the new lobby was refused: ${joined.error.code}`);
    expect(joined.view.phase).toBe('LOBBY');
    expect(joined.view.settings).toMatchObject({
      rounds: 1,
      roundTime: 45,
      endMode: 'Fastest Finger',
      maxPlayers: 5,
    });
    const hostSlot = joined.view.slots.find((slot) => slot.isHost);
    expect(hostSlot?.uid).toBe(ben.user.uid);
    expect(joined.view.slots.map((slot) => slot.uid).sort()).toEqual([ben.user.uid, host.user.uid].sort());
  });

  it('opens the new lobby without categories when players added none', async () => {
    const { server, clock } = suite;
    const users = await Promise.all([signInAsGuest(server.url), signInAsGuest(server.url)]);
    const roomId = await createRoomAs(server.url, users[0]!, { ownCategories: false });
    suite.players = await Promise.all(users.map((user) => connectPlayer(server.url, user)));
    const [host, ben] = suite.players as [TestPlayer, TestPlayer];
    for (const player of suite.players) expect((await player.lobby('lobby:join', { roomId })).ok).toBe(true);
    expect((await host.lobby('lobby:start', { roomId })).ok).toBe(true);
    for (const player of suite.players) acceptedView(await player.game('game:join', { roomId }));
    for (const phase of ['ANSWERING', 'REVIEWING', 'ROUND_RESULTS', 'FINAL_RESULTS'] as const) {
      await tickInto(server, clock, roomId, suite.players, phase);
    }

    const asked = await host.game('game:play-again', { roomId });
    if (!asked.ok || asked.invite === undefined) throw new Error('play again was refused');
    const joined = await ben.lobby('lobby:join', { roomId: asked.invite.roomId });
    if (!joined.ok) throw new Error(`joining the new lobby was refused: ${joined.error.code}`);
    expect(joined.view.settings.ownCategories).toBe(false);
    expect(joined.view.categories.custom).toEqual([]);
  });
});
