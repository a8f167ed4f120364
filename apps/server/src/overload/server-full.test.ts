import { ROOM_ROUTES, type LobbyView } from '@npat/protocol';
import { expect, it } from 'vitest';
import { acceptedView, accepted, type TestPlayer } from '../game/testing/game-client.ts';
import { startGameFor } from '../game/testing/game-setup.ts';
import { tickInto } from '../game/testing/game-steps.ts';
import { serverPerTest } from '../game/testing/server-per-test.ts';
import { describeOnEachDatabase } from '../testing/describe-on-each-database.ts';
import { sendJson, signInAsGuest } from '../testing/identity-client.ts';
import { createRoomAs, GAME_FORM, joinByCode } from '../testing/lobby-client.ts';
import { connectIn, healthOf, SERVER_FULL } from './testing/full-server-client.ts';
import type { LoadState } from './load-gauge.ts';
import { forceLoad, manualLoad, type ManualLoad } from './testing/manual-load.ts';

describeOnEachDatabase('a full server', (startServer) => {
  // Each test's server reads its own hand-set signal, so nothing but the test makes it full.
  let load: ManualLoad;
  const suite = serverPerTest((options) => {
    load = manualLoad();
    return startServer({ ...options, loadSignal: load });
  });
  const make = (state: LoadState) => forceLoad(load, suite.server.overload.gauge, state);
  const health = () => healthOf(suite);
  const connect = (user: Parameters<typeof connectIn>[1]) => connectIn(suite, user);
  const joined = async (player: TestPlayer, roomId: string): Promise<LobbyView> => {
    const ack = await player.lobby('lobby:join', { roomId });
    if (!ack.ok) throw new Error(`lobby:join was refused: ${ack.error.code}`);
    return ack.view;
  };

  it('refuses a new room with 503, Retry-After and server-full, and creates nothing', async () => {
    const { server } = suite;
    const host = await signInAsGuest(server.url);
    expect(await health()).toMatchObject({ acceptsNewRooms: true, refusedStarts: 0, refusedJoins: 0 });

    make('full');
    const refused = await sendJson(`${server.url}${ROOM_ROUTES.create}`, 'POST', GAME_FORM, {
      cookie: host.cookie,
    });
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('60');
    expect(await refused.json()).toEqual({ code: SERVER_FULL.code, message: SERVER_FULL.message });
    expect(await server.repositories.rooms.openRoomsOf(host.user.uid)).toEqual([]);
    expect(await health()).toMatchObject({ acceptsNewRooms: false, refusedStarts: 1, refusedJoins: 0 });

    make('accepting');
    const { roomId } = await createRoomAs(server.url, host.cookie);
    expect(await server.repositories.rooms.openRoomsOf(host.user.uid)).toEqual([roomId]);
    expect(await health()).toMatchObject({ acceptsNewRooms: true, refusedStarts: 1 });
  });

  it('refuses a newcomer’s join, raw or by code, and lets the seated players back in', async () => {
    const { server } = suite;
    const [hostUser, friendUser, newcomerUser] = await Promise.all([
      signInAsGuest(server.url),
      signInAsGuest(server.url),
      signInAsGuest(server.url),
    ]);
    const { roomId, joinCode } = await createRoomAs(server.url, hostUser.cookie);
    const host = await connect(hostUser);
    await joined(host, roomId);
    await joined(await connect(friendUser), roomId);

    make('full');
    const newcomer = await connect(newcomerUser);
    expect(await newcomer.lobby('lobby:join', { roomId })).toEqual({ ok: false, error: SERVER_FULL });
    const byCode = await joinByCode(server.url, newcomerUser.cookie, joinCode);
    expect(byCode.status).toBe(503);
    expect(byCode.headers.get('retry-after')).toBe('60');
    expect(await byCode.json()).toMatchObject({ code: SERVER_FULL.code, message: SERVER_FULL.message });

    // The friend comes back on a new connection (a reload): rejoining is not a new join.
    const friendAgain = await connect(friendUser);
    const view = await joined(friendAgain, roomId);
    expect(view.slots.map((slot) => slot.uid)).toEqual([hostUser.user.uid, friendUser.user.uid]);
    expect((await joinByCode(server.url, friendUser.cookie, joinCode)).status).toBe(200);
    expect((await joined(host, roomId)).slots).toHaveLength(2);
    expect(await health()).toMatchObject({ acceptsNewRooms: false, refusedStarts: 0, refusedJoins: 2 });

    make('accepting');
    expect((await joined(newcomer, roomId)).slots).toHaveLength(3);
  });

  it('lets no game start while full, and never refuses a running one: drafts, Done, a player’s return', async () => {
    const { server, clock } = suite;
    // Full when everyone is ready: the host's start (sent as a raw intent) would be new load.
    const game = await startGameFor(server.url, {
      count: 2,
      form: { rounds: 2 },
      beforeStart: async (lobbyId, host) => {
        make('full');
        expect(await host.lobby('lobby:start', { roomId: lobbyId })).toEqual({
          ok: false,
          error: SERVER_FULL,
        });
        expect(await health()).toMatchObject({ refusedStarts: 1 });
        make('accepting');
      },
    });
    suite.players.push(...game.players);
    make('full');
    const { roomId } = game;
    const [host, ben] = game.players as [TestPlayer, TestPlayer];
    const [answering] = await tickInto(server, clock, roomId, game.players, 'ANSWERING');
    const categoryId = answering?.round.categories[0]?.id ?? '';

    accepted(await host.game('game:save-answer', { roomId, categoryId, text: 'Rhine' }));
    ben.close();
    const benAgain = await connect({ user: ben.user, cookie: ben.cookie });
    acceptedView(await benAgain.game('game:join', { roomId }));
    accepted(await benAgain.game('game:save-answer', { roomId, categoryId, text: 'Rome' }));
    acceptedView(await host.game('game:done', { roomId }));

    // Someone watching asks to play from the next round: a new player, so not now.
    const watcher = await connect(await signInAsGuest(server.url));
    acceptedView(await watcher.game('game:join', { roomId }));
    expect(await watcher.game('game:join-next-round', { roomId, join: true })).toEqual({
      ok: false,
      error: SERVER_FULL,
    });
    acceptedView(await watcher.game('game:join-next-round', { roomId, join: false }));
    expect(await health()).toMatchObject({ acceptsNewRooms: false, refusedStarts: 1, refusedJoins: 1 });

    make('accepting');
    acceptedView(await watcher.game('game:join-next-round', { roomId, join: true }));
  });

  it('refuses Play again while full, and opens the new lobby once it is not', async () => {
    const { server, clock } = suite;
    const game = await startGameFor(server.url, { count: 2 });
    suite.players.push(...game.players);
    const { roomId } = game;
    for (const phase of ['ANSWERING', 'REVIEWING', 'ROUND_RESULTS', 'FINAL_RESULTS'] as const)
      await tickInto(server, clock, roomId, game.players, phase);
    const [, ben] = game.players as [TestPlayer, TestPlayer];

    make('full');
    expect(await ben.game('game:play-again', { roomId })).toEqual({ ok: false, error: SERVER_FULL });
    expect(await health()).toMatchObject({ refusedStarts: 1, refusedJoins: 0 });

    make('accepting');
    expect(await ben.game('game:play-again', { roomId })).toMatchObject({
      ok: true,
      invite: { fromRoomId: roomId },
    });
  });
});
