import { AUTH_ROUTES, settingsDefaultsFor, type RoomAccess } from '@npat/protocol';
import { expect, it } from 'vitest';
import { decodeSnapshot } from '../room-pipeline/room-snapshot.ts';
import { describeOnEachDatabase } from '../testing/describe-on-each-database.ts';
import { sendJson, signInAsGuest } from '../testing/identity-client.ts';
import { roomAccess } from '../testing/lobby-client.ts';
import { serverPerTest } from './testing/server-per-test.ts';
import { connectPlayer, type TestPlayer } from './testing/game-client.ts';
import { createRoomAs, joinLobby, startGameFor } from './testing/game-setup.ts';
import { tickInto } from './testing/game-steps.ts';

describeOnEachDatabase('the hand-over from the lobby to the game', (startServer) => {
  const suite = serverPerTest(startServer);

  it('commits the first round with the start and hands every player their own view at once', async () => {
    const { server, clock } = suite;
    const users = await Promise.all([0, 1, 2].map(() => signInAsGuest(server.url)));
    suite.players = await Promise.all(users.map((user) => connectPlayer(server.url, user)));
    const roomId = await createRoomAs(server.url, users[0]!);
    for (const [seat, player] of suite.players.entries()) await joinLobby(player, roomId, seat);
    const before = await server.repositories.rooms.find(roomId);

    const started = await suite.players[0]!.lobby('lobby:start', { roomId });
    expect(started).toMatchObject({ ok: true, view: { phase: 'ROUND_STARTING' } });
    // No game:join yet: the lobby's sockets get their views with the start.
    const views = await Promise.all(suite.players.map((player) => player.viewWhere(() => true)));
    expect(views.map((view) => [view.you, view.phase])).toEqual(
      users.map(({ user }) => [user.uid, 'ROUND_STARTING']),
    );
    const [view] = views;

    const stored = await server.repositories.rooms.find(roomId);
    expect(stored?.version).toBe((before?.version ?? 0) + 1);
    expect(stored).toMatchObject({ phase: 'ROUND_STARTING', deadlineAt: view?.phaseEndsAt, closedAt: null });
    const { game } = decodeSnapshot(stored?.snapshot ?? '');
    expect(game?.players.map((player) => player.uid)).toEqual(users.map(({ user }) => user.uid));
    expect(game?.plan.letters).toHaveLength(1);
    expect(game?.rounds[0]?.letter).toBe(view?.round.letter);
    expect(view?.phaseEndsAt).toBe(clock.now() + 3_000);
    // The plan of later letters is the server's secret.
    expect(JSON.stringify(views)).not.toContain('"plan"');
  });

  it('starts the game in the room’s language, its categories titled as its players know them', async () => {
    const { server } = suite;
    const game = await startGameFor(server.url, { count: 2, form: { language: 'de' } });
    suite.players = game.players;
    const [view] = game.views;
    expect(view?.settings.language).toBe('de');
    const fixed = view?.round.categories.filter((category) => category.ownerUid === null);
    expect(fixed?.map((category) => category.title)).toEqual([
      'Name',
      'Tier',
      'Beruf',
      'Land',
      'Fluss',
      'Stadt',
    ]);
    const stored = await server.repositories.rooms.find(game.roomId);
    const { game: state } = decodeSnapshot(stored?.snapshot ?? '');
    const german = settingsDefaultsFor('de').letters;
    expect(state?.plan.letters.every((letter) => german.includes(letter))).toBe(true);
  });

  it('takes a player who leaves the room, or signs out as a guest, out of the game with their points', async () => {
    const { server, clock } = suite;
    const game = await startGameFor(server.url, { count: 3 });
    const { roomId } = game;
    suite.players = game.players;
    const [host, ben, cy] = suite.players as [TestPlayer, TestPlayer, TestPlayer];
    await tickInto(server, clock, roomId, suite.players, 'ANSWERING');

    expect((await ben.lobby('lobby:leave', { roomId })).ok).toBe(true);
    const afterBen = await host.viewWhere((view) =>
      view.players.some((p) => p.uid === ben.user.uid && p.left),
    );
    expect(afterBen.phase).toBe('ANSWERING');
    const access = (await (await roomAccess(server.url, roomId, ben.cookie)).json()) as RoomAccess;
    // Having left the game, they may not come back to watch it either.
    expect(access).toEqual({ roomId, phase: 'ANSWERING', inSlot: false, canWatch: false });

    const signedOut = await sendJson(`${server.url}${AUTH_ROUTES.signOut}`, 'POST', undefined, {
      cookie: cy.cookie,
    });
    expect(signedOut.status).toBeLessThan(300);
    const afterCy = await host.viewWhere((view) => view.players.some((p) => p.uid === cy.user.uid && p.left));
    expect(afterCy.players.filter((p) => !p.left).map((p) => p.uid)).toEqual([host.user.uid]);
    // Alone, the host does not play on: the game goes to its results (the round was not played).
    expect(afterCy.phase).toBe('FINAL_RESULTS');
    expect(afterCy.results).toEqual([]);
  });
});
