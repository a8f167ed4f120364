import { ROOM_ROUTES } from '@npat/protocol';
import { expect, it } from 'vitest';
import { userRoom } from '../realtime/socket-authentication.ts';
import { describeOnEachDatabase } from '../testing/describe-on-each-database.ts';
import { serverPerTest } from './testing/server-per-test.ts';
import { acceptedView, connectPlayer, type TestPlayer } from './testing/game-client.ts';
import { startGameFor } from './testing/game-setup.ts';
import { answerRound, everyoneIn, keyOf, tickInto } from './testing/game-steps.ts';

describeOnEachDatabase('leaving and coming back to a game', (startServer) => {
  const suite = serverPerTest(startServer);

  const connectedOf = (player: TestPlayer, uid: string, connected: boolean) =>
    player.viewWhere((view) => view.players.find((entry) => entry.uid === uid)?.connected === connected);

  it('marks a player away when their last socket goes, and puts them back with their drafts', async () => {
    const { server, clock } = suite;
    const game = await startGameFor(server.url, { count: 2 });
    const { roomId } = game;
    suite.players = game.players;
    const [host, ben] = suite.players as [TestPlayer, TestPlayer];
    const [answering] = await tickInto(server, clock, roomId, suite.players, 'ANSWERING');
    if (answering === undefined) throw new Error('no view');
    await answerRound(ben, roomId, answering, (id) =>
      id === 'thing' ? null : `${answering.round.letter}ben${keyOf(id)}`,
    );

    // A second tab keeps Ben connected when the first one closes.
    const secondTab = await connectPlayer(server.url, { user: ben.user, cookie: ben.cookie });
    suite.players.push(secondTab);
    acceptedView(await secondTab.game('game:join', { roomId }));
    ben.close();
    // Once the server has seen the tab go, its presence check is queued; let it finish.
    await expect.poll(async () => (await server.io.in(userRoom(ben.user.uid)).fetchSockets()).length).toBe(1);
    await server.rooms.service.idle();
    expect(host.latestView()?.players.find((entry) => entry.uid === ben.user.uid)?.connected).toBe(true);

    secondTab.close();
    await connectedOf(host, ben.user.uid, false);

    const back = await connectPlayer(server.url, { user: ben.user, cookie: ben.cookie });
    suite.players.push(back);
    const view = acceptedView(await back.game('game:join', { roomId }));
    expect(view.phase).toBe('ANSWERING');
    expect(view.phaseEndsAt).toBe(answering.phaseEndsAt);
    expect(view.round.yourAnswers).toEqual(
      answering.round.categories.map(({ id }) => ({
        categoryId: id,
        text: id === 'thing' ? '' : `${answering.round.letter}ben${keyOf(id)}`,
      })),
    );
    await connectedOf(host, ben.user.uid, true);
  });

  it('keeps the points of a player who leaves on purpose and tells them nothing more', async () => {
    const { server, clock } = suite;
    const game = await startGameFor(server.url, { count: 3 });
    const { roomId } = game;
    suite.players = game.players;
    const [host, ben, cy] = suite.players as [TestPlayer, TestPlayer, TestPlayer];
    await tickInto(server, clock, roomId, suite.players, 'ANSWERING');

    const left = acceptedView(await host.game('game:leave', { roomId }));
    expect(left.players.find((entry) => entry.uid === host.user.uid)?.left).toBe(true);
    // Host passes to the lowest seat still in the game.
    const after = await cy.viewWhere((view) => view.hostUid === ben.user.uid);
    expect(after.players.find((entry) => entry.uid === host.user.uid)).toMatchObject({
      left: true,
      connected: false,
    });
    expect(await host.game('game:done', { roomId })).toMatchObject({
      ok: false,
      error: { code: 'player-left' },
    });

    const framesAfterLeaving = host.frames.length;
    await tickInto(server, clock, roomId, [ben, cy], 'REVIEWING');
    expect(host.frames.length).toBe(framesAfterLeaving);
  });

  it('completes the game and closes the room when the last player leaves the results', async () => {
    const { server, clock } = suite;
    const game = await startGameFor(server.url, { count: 2 });
    const { roomId } = game;
    suite.players = game.players;
    for (const phase of ['ANSWERING', 'REVIEWING', 'ROUND_RESULTS', 'FINAL_RESULTS'] as const) {
      await tickInto(server, clock, roomId, suite.players, phase);
    }
    const [host, ben] = suite.players as [TestPlayer, TestPlayer];
    acceptedView(await host.game('game:leave-results', { roomId }));
    expect((await server.repositories.rooms.find(roomId))?.closedAt).toBeNull();
    const completed = acceptedView(await ben.game('game:leave-results', { roomId }));
    expect(completed.phase).toBe('GAME-COMPLETED');

    const stored = await server.repositories.rooms.find(roomId);
    expect(stored).toMatchObject({ phase: 'GAME-COMPLETED', closedAt: clock.now() });
    const access = await fetch(`${server.url}${ROOM_ROUTES.access(roomId)}`, {
      headers: { cookie: ben.cookie },
    });
    expect(await access.json()).toMatchObject({ phase: 'GAME-COMPLETED' });
  });

  it('completes a game 30 minutes after its final results, from its timer alone', async () => {
    const { server, clock } = suite;
    const game = await startGameFor(server.url, { count: 2 });
    suite.players = game.players;
    for (const phase of ['ANSWERING', 'REVIEWING', 'ROUND_RESULTS', 'FINAL_RESULTS'] as const) {
      await tickInto(server, clock, game.roomId, suite.players, phase);
    }
    const [final] = await everyoneIn(suite.players, 'FINAL_RESULTS');
    expect(final?.phaseEndsAt).toBe(clock.now() + 30 * 60_000);
    await tickInto(server, clock, game.roomId, suite.players, 'GAME-COMPLETED');
    expect((await server.repositories.rooms.find(game.roomId))?.closedAt).toBe(clock.now());
  });
});
