import { expect, it } from 'vitest';
import { signInAsGuest } from '../testing/identity-client.ts';
import { joinByCode, roomAccess } from '../testing/lobby-client.ts';
import { describeOnEachDatabase } from '../testing/describe-on-each-database.ts';
import { serverPerTest } from './testing/server-per-test.ts';
import { acceptedView, connectPlayer, type TestPlayer } from './testing/game-client.ts';
import { startGameFor } from './testing/game-setup.ts';
import { answerRound, everyoneIn, keyOf, pointsOf, tickInto } from './testing/game-steps.ts';

describeOnEachDatabase('spectators and late joiners', (startServer) => {
  const suite = serverPerTest(startServer);

  /** A new guest who follows the room's link after the start. */
  async function latecomer(): Promise<TestPlayer> {
    const late = await connectPlayer(suite.server.url, await signInAsGuest(suite.server.url));
    suite.players.push(late);
    return late;
  }

  it('shows a spectator no answer text before the review, in any frame, and all of it after', async () => {
    const { server, clock } = suite;
    const game = await startGameFor(server.url, { count: 2 });
    const { roomId } = game;
    suite.players = game.players;
    const [ana, ben] = game.players as [TestPlayer, TestPlayer];
    const [answering] = await tickInto(server, clock, roomId, suite.players, 'ANSWERING');
    if (answering === undefined) throw new Error('no view');

    const zoe = await latecomer();
    const watching = acceptedView(await zoe.game('game:join', { roomId }));
    expect(watching).toMatchObject({
      watching: true,
      lateJoinRefusal: 'no-round-left',
      phase: 'ANSWERING',
    });
    expect(watching.spectators.map((spectator) => spectator.uid)).toEqual([zoe.user.uid]);
    await ana.viewWhere((view) => view.spectators.some((spectator) => spectator.uid === zoe.user.uid));

    const { letter } = answering.round;
    const secretOf = (who: string, id: string) => `${letter}zq${who}${keyOf(id)}xv`;
    const secrets: string[] = [];
    for (const [who, player] of [
      ['ana', ana],
      ['ben', ben],
    ] as const)
      await answerRound(player, roomId, answering, (id) => {
        secrets.push(secretOf(who, id));
        return secretOf(who, id);
      });
    await zoe.viewWhere((view) => view.round.progress.every((entry) => entry.filled === 5));
    const leaked = () => secrets.filter((secret) => zoe.frames.some((frame) => frame.includes(secret)));
    expect(leaked()).toEqual([]);

    // What a spectator may not do, sent as an attacker would: nothing changes.
    const categoryId = answering.round.categories[0]!.id;
    for (const attempt of [
      zoe.game('game:save-answer', { roomId, categoryId, text: `${letter}zoe` }),
      zoe.game('game:done', { roomId }),
      zoe.game('game:end', { roomId }),
      zoe.game('game:challenge', { roomId, authorUid: ana.user.uid, categoryId }),
      zoe.game('game:vote-creative', { roomId, authorUid: ana.user.uid, categoryId, creative: true }),
      zoe.game('game:veto-letter', { roomId, letter }),
    ])
      expect(await attempt).toMatchObject({ ok: false, error: { code: 'not-a-player' } });

    await tickInto(server, clock, roomId, suite.players, 'REVIEWING');
    expect(leaked()).toEqual(secrets);
  });

  it('lets a late friend watch a round, then play the next one, with nothing for the round missed', async () => {
    const { server, clock } = suite;
    const game = await startGameFor(server.url, { count: 2, form: { rounds: 2 } });
    const { roomId, joinCode } = game;
    suite.players = game.players;
    const [ana] = game.players as [TestPlayer, TestPlayer];

    const zoe = await latecomer();
    // The code takes a latecomer to the running game, and the guard lets them in to watch.
    expect(await (await joinByCode(server.url, zoe.cookie, joinCode)).json()).toEqual({ roomId });
    expect(await (await roomAccess(server.url, roomId, zoe.cookie)).json()).toMatchObject({
      inSlot: false,
      canWatch: true,
    });
    acceptedView(await zoe.game('game:join', { roomId }));
    const asked = acceptedView(await zoe.game('game:join-next-round', { roomId, join: true }));
    expect(asked.spectators).toEqual([expect.objectContaining({ uid: zoe.user.uid, joinsNextRound: true })]);

    const [answering] = await tickInto(server, clock, roomId, suite.players, 'ANSWERING');
    if (answering === undefined) throw new Error('no view');
    await answerRound(ana, roomId, answering, (id) => `${answering.round.letter}ana${keyOf(id)}`);
    for (const phase of ['REVIEWING', 'ROUND_RESULTS', 'ROUND_STARTING', 'ANSWERING'] as const)
      await tickInto(server, clock, roomId, suite.players, phase);

    const second = zoe.latestView()!;
    expect(second).toMatchObject({ watching: false, round: { number: 2 } });
    expect(second.lateJoiners).toEqual([{ uid: zoe.user.uid, fromRound: 2 }]);
    await answerRound(zoe, roomId, second, (id) => `${second.round.letter}zoe${keyOf(id)}`);
    for (const phase of ['REVIEWING', 'ROUND_RESULTS', 'FINAL_RESULTS'] as const)
      await tickInto(server, clock, roomId, suite.players, phase);
    const [final] = await everyoneIn([zoe], 'FINAL_RESULTS');
    const zoeTotal = final!.standings.find((standing) => standing.uid === zoe.user.uid)?.total;
    expect(zoeTotal).toBe(Object.values(pointsOf(final!, 2, zoe.user.uid)).reduce((a, b) => a + b, 0));
    expect(zoeTotal).toBeGreaterThan(0);
    expect(pointsOf(final!, 1, zoe.user.uid)).toEqual({});
  });

  it('refuses a seat to a spectator when the host turned late join off, or the room is full', async () => {
    const { server } = suite;
    const game = await startGameFor(server.url, { count: 2, form: { rounds: 3, lateJoin: false } });
    const { roomId } = game;
    suite.players = game.players;
    const zoe = await latecomer();
    acceptedView(await zoe.game('game:join', { roomId }));
    expect(await zoe.game('game:join-next-round', { roomId, join: true })).toMatchObject({
      ok: false,
      error: { code: 'late-join-off' },
    });

    const full = await startGameFor(server.url, { count: 2, form: { rounds: 3, maxPlayers: 2 } });
    suite.players.push(...full.players);
    acceptedView(await zoe.game('game:join', { roomId: full.roomId }));
    expect(await zoe.game('game:join-next-round', { roomId: full.roomId, join: true })).toMatchObject({
      ok: false,
      error: { code: 'no-seat-free' },
    });
    // A player of the game cannot take a second seat as a late joiner either.
    const [host] = full.players as [TestPlayer];
    expect(await host.game('game:join-next-round', { roomId: full.roomId, join: true })).toMatchObject({
      ok: false,
      error: { code: 'already-playing' },
    });
  });

  it('turns away someone new from a locked room’s game, and someone the host removed', async () => {
    const { server } = suite;
    const [hostUser, benUser, removedUser] = await Promise.all(
      [0, 1, 2].map(() => signInAsGuest(server.url)),
    );
    if (!hostUser || !benUser || !removedUser) throw new Error('no guests');
    // The removed friend joins the lobby and is removed before the start.
    const removed = await connectPlayer(server.url, removedUser);
    suite.players.push(removed);
    const game = await startGameFor(server.url, {
      users: [hostUser, benUser],
      form: { rounds: 2 },
      beforeStart: async (roomId, host) => {
        expect((await removed.lobby('lobby:join', { roomId })).ok).toBe(true);
        expect((await host.lobby('lobby:kick', { roomId, targetUid: removedUser.user.uid })).ok).toBe(true);
        expect((await host.lobby('lobby:lock', { roomId, locked: true })).ok).toBe(true);
      },
    });
    suite.players.push(...game.players);
    const { roomId } = game;
    expect(await removed.game('game:join', { roomId })).toMatchObject({
      ok: false,
      error: { code: 'removed-by-host' },
    });
    const zoe = await latecomer();
    expect(await zoe.game('game:join', { roomId })).toMatchObject({
      ok: false,
      error: { code: 'room-locked' },
    });
    expect(await (await roomAccess(server.url, roomId, zoe.cookie)).json()).toMatchObject({
      canWatch: false,
    });
    const [ana] = game.players as [TestPlayer];
    expect(ana.latestView()?.spectators).toEqual([]);
  });
});
