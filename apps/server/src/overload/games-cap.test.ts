import { LOBBY_ERROR_CODES, ROOM_ROUTES } from '@npat/protocol';
import { expect, it } from 'vitest';
import { acceptedView, accepted, type TestPlayer } from '../game/testing/game-client.ts';
import { startGameFor } from '../game/testing/game-setup.ts';
import { tickInto } from '../game/testing/game-steps.ts';
import { serverPerTest } from '../game/testing/server-per-test.ts';
import { describeOnEachDatabase } from '../testing/describe-on-each-database.ts';
import { sendJson, signInAsGuest } from '../testing/identity-client.ts';
import { createRoomAs, GAME_FORM, joinByCode } from '../testing/lobby-client.ts';
import { connectIn, healthOf, SERVER_FULL } from './testing/full-server-client.ts';

/** Small enough that two players fit and a second game of two does not. */
const MAX_PLAYERS_IN_GAMES = 3;

describeOnEachDatabase('a node whose games are full', (startServer) => {
  // The event loop is calm throughout (test servers read a hand-set signal): only the count refuses.
  const suite = serverPerTest((options) =>
    startServer({ ...options, env: { ...options?.env, MAX_PLAYERS_IN_GAMES: String(MAX_PLAYERS_IN_GAMES) } }),
  );
  const health = () => healthOf(suite);
  const connect = (user: Parameters<typeof connectIn>[1]) => connectIn(suite, user);

  it('starts no game whose players would pass the cap, however often asked, and starts it once the other is over', async () => {
    const { server, clock } = suite;
    const first = await startGameFor(server.url, { count: 2, form: { rounds: 1 } });
    suite.players.push(...first.players);
    const [alice] = first.players as [TestPlayer, TestPlayer];
    expect(await health()).toMatchObject({ acceptsNewRooms: true, refusedStarts: 0 });

    const second = await startGameFor(server.url, {
      count: 2,
      beforeStart: async (roomId, host, [, guest]) => {
        // A guest's start is refused by the lobby's rules first: the cap neither answers nor counts it.
        expect(await guest?.lobby('lobby:start', { roomId })).toMatchObject({
          ok: false,
          error: { code: LOBBY_ERROR_CODES.notHost },
        });
        expect(await health()).toMatchObject({ refusedStarts: 0 });
        for (let attempt = 0; attempt < 3; attempt += 1)
          expect(await host.lobby('lobby:start', { roomId })).toEqual({ ok: false, error: SERVER_FULL });
        expect((await server.rooms.service.find(roomId))?.snapshot.game).toBeNull();
        expect(await health()).toMatchObject({ acceptsNewRooms: true, refusedStarts: 3 });

        // Meanwhile the running game is played to its end, refused nothing.
        const [answering] = await tickInto(server, clock, first.roomId, first.players, 'ANSWERING');
        const categoryId = answering?.round.categories[0]?.id ?? '';
        accepted(await alice.game('game:save-answer', { roomId: first.roomId, categoryId, text: 'Rhine' }));
        acceptedView(await alice.game('game:done', { roomId: first.roomId }));
        for (const phase of ['REVIEWING', 'ROUND_RESULTS', 'FINAL_RESULTS'] as const)
          await tickInto(server, clock, first.roomId, first.players, phase);
      },
    });
    suite.players.push(...second.players);
    expect(second.views.every((view) => view.phase === 'ROUND_STARTING' || view.phase === 'ANSWERING')).toBe(
      true,
    );
    expect(server.overload.playing.count()).toBe(2);
    expect(await health()).toMatchObject({ refusedStarts: 3 });
  });

  it('with its games full, takes no new room and no newcomer, while players and their games go on', async () => {
    const { server } = suite;
    const [lobbyHostUser, newcomerUser, watcherUser] = await Promise.all([
      signInAsGuest(server.url),
      signInAsGuest(server.url),
      signInAsGuest(server.url),
    ]);
    const { roomId: lobbyId, joinCode } = await createRoomAs(server.url, lobbyHostUser.cookie);
    const lobbyHost = await connect(lobbyHostUser);
    expect((await lobbyHost.lobby('lobby:join', { roomId: lobbyId })).ok).toBe(true);

    const game = await startGameFor(server.url, { count: MAX_PLAYERS_IN_GAMES });
    suite.players.push(...game.players);
    expect(await health()).toMatchObject({ acceptsNewRooms: false, refusedStarts: 0, refusedJoins: 0 });

    const created = await sendJson(`${server.url}${ROOM_ROUTES.create}`, 'POST', GAME_FORM, {
      cookie: newcomerUser.cookie,
    });
    expect(created.status).toBe(503);
    expect(created.headers.get('retry-after')).toBe('60');
    expect(await server.repositories.rooms.openRoomsOf(newcomerUser.user.uid)).toEqual([]);
    expect((await joinByCode(server.url, newcomerUser.cookie, joinCode)).status).toBe(503);
    const newcomer = await connect(newcomerUser);
    expect(await newcomer.lobby('lobby:join', { roomId: lobbyId })).toEqual({
      ok: false,
      error: SERVER_FULL,
    });
    const watcher = await connect(watcherUser);
    acceptedView(await watcher.game('game:join', { roomId: game.roomId }));
    expect(await watcher.game('game:join-next-round', { roomId: game.roomId, join: true })).toEqual({
      ok: false,
      error: SERVER_FULL,
    });

    // Those who hold a seat are no newcomers: the lobby's host comes back, the game's players play on.
    const lobbyHostAgain = await connect(lobbyHostUser);
    expect((await lobbyHostAgain.lobby('lobby:join', { roomId: lobbyId })).ok).toBe(true);
    const [player] = game.players as [TestPlayer];
    acceptedView(await player.game('game:join', { roomId: game.roomId }));
    expect(await health()).toMatchObject({ acceptsNewRooms: false, refusedStarts: 1, refusedJoins: 3 });
  });
});
