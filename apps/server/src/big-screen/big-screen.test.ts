import { revealOrder, type PlayerView } from '@npat/protocol';
import { afterEach, expect, it } from 'vitest';
import { signInAsGuest } from '../testing/identity-client.ts';
import { createRoomAs, GAME_FORM, roomAccess } from '../testing/lobby-client.ts';
import { describeOnEachDatabase } from '../testing/describe-on-each-database.ts';
import { serverPerTest } from '../game/testing/server-per-test.ts';
import { acceptedView, connectPlayer, type TestPlayer } from '../game/testing/game-client.ts';
import { joinLobby, startGameFor } from '../game/testing/game-setup.ts';
import { answerRound, isJudged, keyOf, tickInto } from '../game/testing/game-steps.ts';
import { connectScreen, type TestScreen } from './testing/screen-client.ts';

describeOnEachDatabase('the big screen', (startServer) => {
  const suite = serverPerTest(startServer);
  const screens: TestScreen[] = [];
  const screenOf = async (roomId: unknown) => {
    const screen = await connectScreen(suite.server.url, roomId);
    screens.push(screen);
    return screen;
  };
  afterEach(() => {
    for (const screen of screens.splice(0)) screen.close();
  });
  const refusalOf = (roomId: unknown) =>
    screenOf(roomId).then(
      () => 'connected',
      (error: Error) => error.message,
    );

  it('turns a screen away from a room that plays without one, an unknown room and a malformed handshake', async () => {
    const host = await signInAsGuest(suite.server.url);
    const { roomId } = await createRoomAs(suite.server.url, host.cookie, GAME_FORM);
    expect(await refusalOf(roomId)).toBe('no-big-screen');
    expect(await refusalOf('no-such-room')).toBe('room-not-found');
    expect(await refusalOf({ $gt: '' })).toBe('invalid-request');
    expect(await refusalOf('x'.repeat(5000))).toBe('invalid-request');
  });

  it('shows the big screen no answer text before the review, in any frame, and every answer after', async () => {
    const { server, clock } = suite;
    let screen: TestScreen | undefined;
    const game = await startGameFor(server.url, {
      count: 3,
      form: { bigScreen: true },
      beforeStart: async (roomId) => {
        screen = await screenOf(roomId);
        await screen.lobbyWhere((view) => view.slots.length === 3);
      },
    });
    const { roomId } = game;
    suite.players = game.players;
    if (screen === undefined) throw new Error('no screen');
    const [answering] = await tickInto(server, clock, roomId, suite.players, 'ANSWERING');
    if (answering === undefined) throw new Error('no view');
    await screen.gameWhere((view) => view.phase === 'ANSWERING');

    const { letter } = answering.round;
    const secrets: string[] = [];
    for (const [seat, player] of suite.players.entries())
      await answerRound(player, roomId, answering, (id) => {
        const secret = `${letter}zq${seat}${keyOf(id)}xv`;
        secrets.push(secret);
        return secret;
      });
    // Everyone's progress reaches the screen (paced), without a word of the text.
    const filled = answering.round.categories.length;
    await screen.gameWhere((view) => view.round.progress.every((entry) => entry.filled === filled));
    const leaked = () => secrets.filter((secret) => screen!.frames.some((frame) => frame.includes(secret)));
    expect(leaked()).toEqual([]);

    await tickInto(server, clock, roomId, suite.players, 'REVIEWING');
    const review = await screen.gameWhere((view) => view.phase === 'REVIEWING');
    expect(leaked()).toEqual(secrets);
    expect(review.round.review?.reveal).toEqual({ shown: 0, autoSince: null });
    expect(review.allowed).toEqual([]);
  });

  it('lets only the host pace the reveal, one answer at a time, and the screen and the phones follow', async () => {
    const { server, clock } = suite;
    const game = await startGameFor(server.url, { count: 2, form: { bigScreen: true } });
    const { roomId } = game;
    suite.players = game.players;
    const [ana, ben] = game.players as [TestPlayer, TestPlayer];
    const screen = await screenOf(roomId);
    const [answering] = await tickInto(server, clock, roomId, suite.players, 'ANSWERING');
    for (const player of suite.players)
      await answerRound(player, roomId, answering!, (id) => `${answering!.round.letter}${keyOf(id)}`);
    await tickInto(server, clock, roomId, suite.players, 'REVIEWING');

    // What a player who is not the host sends to pace it, as an attacker would: refused, nothing moves.
    expect(await ben.game('game:reveal', { roomId, pace: 'next' })).toMatchObject({
      ok: false,
      error: { code: 'not-host' },
    });
    const next = acceptedView(await ana.game('game:reveal', { roomId, pace: 'next' }));
    const order = revealOrder(next.round.review!);
    expect(next.round.review?.reveal).toEqual({ shown: 1, autoSince: null });
    expect(next.round.review?.focus).toBe(order[0]?.categoryId);
    await screen.gameWhere((view) => view.round.review?.reveal.shown === 1);
    await ben.viewWhere((view) => view.round.review?.focus === order[0]?.categoryId);

    const auto = acceptedView(await ana.game('game:reveal', { roomId, pace: 'auto' }));
    expect(auto.round.review?.reveal).toEqual({ shown: 1, autoSince: clock.now() });
    // Next during the auto reveal stops it where it got to, plus one.
    clock.advance(5_000);
    const after = acceptedView(await ana.game('game:reveal', { roomId, pace: 'next' }));
    expect(after.round.review?.reveal).toEqual({ shown: 4, autoSince: null });
    expect(await ana.game('game:reveal', { roomId, pace: 'sideways' } as never)).toMatchObject({
      ok: false,
      error: { code: 'invalid-request' },
    });
  });

  it('refuses a reveal in a room that plays without a big screen', async () => {
    const { server, clock } = suite;
    const game = await startGameFor(server.url, { count: 2 });
    suite.players = game.players;
    await tickInto(server, clock, game.roomId, suite.players, 'ANSWERING');
    await tickInto(server, clock, game.roomId, suite.players, 'REVIEWING');
    expect(await game.players[0]!.game('game:reveal', { roomId: game.roomId, pace: 'next' })).toMatchObject({
      ok: false,
      error: { code: 'no-big-screen' },
    });
  });

  it('keeps a hidden join code out of every frame and answer but the host’s', async () => {
    const { url } = suite.server;
    const hostUser = await signInAsGuest(url);
    const { roomId, joinCode } = await createRoomAs(url, hostUser.cookie, {
      ...GAME_FORM,
      bigScreen: true,
      hideCode: true,
    });
    const screen = await screenOf(roomId);
    const host = await connectPlayer(url, hostUser);
    const ben = await connectPlayer(url, await signInAsGuest(url));
    suite.players = [host, ben];
    await joinLobby(host, roomId, 0);
    await joinLobby(ben, roomId, 1);
    // A change of the host's after Ben is in: one more broadcast to everyone.
    const changed = await host.lobby('lobby:lock', { roomId, locked: true });
    expect(changed.ok).toBe(true);
    await screen.lobbyWhere((view) => view.locked);

    const holds = (frames: readonly string[]) => frames.some((frame) => frame.includes(joinCode));
    expect(holds(host.frames)).toBe(true);
    expect(holds(ben.frames)).toBe(false);
    expect(holds(screen.frames)).toBe(false);
    for (const cookie of [ben.cookie, undefined])
      expect(await (await roomAccess(url, roomId, cookie)).text()).not.toContain(joinCode);
  });

  it('marks a rude answer for the screen and the review when the room blurs them, and only then', async () => {
    const { server, clock } = suite;
    for (const rudeFilter of [true, false]) {
      const game = await startGameFor(server.url, { count: 2, form: { bigScreen: true, rudeFilter } });
      suite.players.push(...game.players);
      const screen = await screenOf(game.roomId);
      const [ana, ben] = game.players as [TestPlayer, TestPlayer];
      const [answering] = await tickInto(server, clock, game.roomId, game.players, 'ANSWERING');
      const [first, second] = answering!.round.categories;
      await ana.game('game:save-answer', { roomId: game.roomId, categoryId: first!.id, text: 'shit' });
      await ana.game('game:save-answer', { roomId: game.roomId, categoryId: second!.id, text: 'Scunthorpe' });
      // An answer the referee judges, so the review's marks come in any case.
      const { letter } = answering!.round;
      await ben.game('game:save-answer', { roomId: game.roomId, categoryId: first!.id, text: `${letter}zq` });
      await tickInto(server, clock, game.roomId, game.players, 'REVIEWING');
      const rudeOf = (view: PlayerView, id: string) =>
        view.round.review?.categories
          .find((category) => category.categoryId === id)
          ?.answers.find((answer) => answer.uid === ana.user.uid)?.rude;
      // The marks come with the referee's, in a commit of their own after the reveal.
      const judged = await screen.gameWhere(isJudged);
      expect([rudeOf(judged, first!.id), rudeOf(judged, second!.id)]).toEqual([rudeFilter, false]);
    }
  });

  it('lets eight screens follow one room and turns the ninth away', async () => {
    const host = await signInAsGuest(suite.server.url);
    const { roomId } = await createRoomAs(suite.server.url, host.cookie, { ...GAME_FORM, bigScreen: true });
    for (let count = 0; count < 8; count += 1) await screenOf(roomId);
    expect(await refusalOf(roomId)).toBe('room-full');
  });
});
