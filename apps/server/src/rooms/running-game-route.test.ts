import { ROOM_ROUTES } from '@npat/protocol';
import { expect, it } from 'vitest';
import { acceptedView, type TestPlayer } from '../game/testing/game-client.ts';
import { createRoomAs, startGameFor } from '../game/testing/game-setup.ts';
import { serverPerTest } from '../game/testing/server-per-test.ts';
import { tickInto } from '../game/testing/game-steps.ts';
import { describeOnEachDatabase } from '../testing/describe-on-each-database.ts';
import { signInAsGuest } from '../testing/identity-client.ts';

describeOnEachDatabase('the way back to a running game', (startServer) => {
  const suite = serverPerTest(startServer);

  const runningGameOf = async (cookie?: string) => {
    const response = await fetch(`${suite.server.url}${ROOM_ROUTES.runningGame}`, {
      headers: cookie === undefined ? {} : { cookie },
    });
    const body = (await response.json()) as { game?: unknown };
    return { status: response.status, cache: response.headers.get('cache-control'), body };
  };

  it('names the game a player sits in until they leave it, and nobody else’s', async () => {
    const { server, clock } = suite;
    const game = await startGameFor(server.url, { count: 3, form: { rounds: 2 } });
    suite.players = game.players;
    const [host, ben, cy] = game.players as [TestPlayer, TestPlayer, TestPlayer];
    await tickInto(server, clock, game.roomId, suite.players, 'ANSWERING');

    expect(await runningGameOf(ben.cookie)).toEqual({
      status: 200,
      cache: 'no-store',
      body: { game: { roomId: game.roomId, round: 1, rounds: 2 } },
    });
    const stranger = await signInAsGuest(server.url);
    expect((await runningGameOf(stranger.cookie)).body).toEqual({ game: null });

    acceptedView(await cy.game('game:leave', { roomId: game.roomId }));
    expect((await runningGameOf(cy.cookie)).body).toEqual({ game: null });
    expect((await runningGameOf(host.cookie)).body.game).toMatchObject({ roomId: game.roomId });
  });

  it('says no game for a lobby, and once the game is at its final results', async () => {
    const { server, clock } = suite;
    const waiting = await signInAsGuest(server.url);
    await createRoomAs(server.url, waiting);
    expect((await runningGameOf(waiting.cookie)).body).toEqual({ game: null });

    const game = await startGameFor(server.url, { count: 2 });
    suite.players = game.players;
    for (const phase of ['ANSWERING', 'REVIEWING', 'ROUND_RESULTS', 'FINAL_RESULTS'] as const)
      await tickInto(server, clock, game.roomId, suite.players, phase);
    expect((await runningGameOf(game.players[0]?.cookie)).body).toEqual({ game: null });
  });

  it('refuses a request without a session', async () => {
    expect((await runningGameOf()).status).toBe(401);
    expect((await runningGameOf('npat_session=forged')).status).toBe(401);
  });

  it('ends a game with its results when only one player is left, and says who hosts now', async () => {
    const { server, clock } = suite;
    const game = await startGameFor(server.url, { count: 2, form: { rounds: 3 } });
    suite.players = game.players;
    const [host, ben] = game.players as [TestPlayer, TestPlayer];
    await tickInto(server, clock, game.roomId, suite.players, 'ANSWERING');
    acceptedView(await host.game('game:leave', { roomId: game.roomId }));
    const alone = await ben.viewWhere((view) => view.phase === 'FINAL_RESULTS');
    expect(alone.hostUid).toBe(ben.user.uid);
    expect(alone.results).toEqual([]);
    expect((await runningGameOf(ben.cookie)).body).toEqual({ game: null });
  });
});
