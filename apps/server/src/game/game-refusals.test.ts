import { expect, it } from 'vitest';
import { describeOnEachDatabase } from '../testing/describe-on-each-database.ts';
import { signInAsGuest } from '../testing/identity-client.ts';
import { serverPerTest } from './testing/server-per-test.ts';
import { accepted, acceptedView, connectPlayer, type TestPlayer } from './testing/game-client.ts';
import { createRoomAs, joinLobby, startGameFor } from './testing/game-setup.ts';
import { answerRound, everyoneIn, keyOf, tickAt, tickInto } from './testing/game-steps.ts';

describeOnEachDatabase('game intents the server refuses', (startServer) => {
  const suite = serverPerTest(startServer);

  /** Stored version of the room, to show that a refusal wrote nothing. */
  const versionOf = async (roomId: string) => (await suite.server.repositories.rooms.find(roomId))?.version;

  it('accepts an answer in the second of grace after the deadline and refuses one after it', async () => {
    const { server, clock } = suite;
    const game = await startGameFor(server.url, { count: 2 });
    const { roomId } = game;
    suite.players = game.players;
    const [player] = suite.players as [TestPlayer];
    const [answering] = await tickInto(server, clock, roomId, suite.players, 'ANSWERING');
    const { letter, deadline } = answering?.round ?? { letter: '', deadline: 0 };

    clock.advance(deadline + 999 - clock.now());
    accepted(await player.game('game:save-answer', { roomId, categoryId: 'name', text: `${letter}ate` }));
    const inTime = acceptedView(await player.game('game:join', { roomId }));
    expect(inTime.round.yourAnswers.find((answer) => answer.categoryId === 'name')?.text).toBe(
      `${letter}ate`,
    );

    clock.advance(1);
    const before = await versionOf(roomId);
    expect(
      await player.game('game:save-answer', { roomId, categoryId: 'thing', text: `${letter}too late` }),
    ).toMatchObject({ ok: false, error: { code: 'too-late' } });
    expect(await versionOf(roomId)).toBe(before);

    await tickAt(server, clock, roomId, clock.now());
    const [reviewing] = await everyoneIn([player], 'REVIEWING');
    expect(reviewing?.round.yourAnswers.find((answer) => answer.categoryId === 'thing')?.text).toBe('');
  });

  it('lets only the host continue the review and start the next round', async () => {
    const { server, clock } = suite;
    const game = await startGameFor(server.url, { count: 3, form: { rounds: 2 } });
    const { roomId } = game;
    suite.players = game.players;
    const [host, guest] = suite.players as [TestPlayer, TestPlayer];
    await tickInto(server, clock, roomId, suite.players, 'ANSWERING');
    await tickInto(server, clock, roomId, suite.players, 'REVIEWING');

    const before = await versionOf(roomId);
    expect(await guest.game('game:continue', { roomId })).toMatchObject({
      ok: false,
      error: { code: 'not-host' },
    });
    expect(await versionOf(roomId)).toBe(before);
    acceptedView(await host.game('game:continue', { roomId }));
    await everyoneIn(suite.players, 'ROUND_RESULTS');
    expect(await guest.game('game:next-round', { roomId })).toMatchObject({
      ok: false,
      error: { code: 'not-host' },
    });
    expect((await guest.viewWhere((view) => view.phase === 'ROUND_RESULTS')).round.number).toBe(1);
  });

  it("refuses a vote on one's own answer and counts only the sender's own votes", async () => {
    const { server, clock } = suite;
    const game = await startGameFor(server.url, { count: 3 });
    const { roomId } = game;
    suite.players = game.players;
    const [ana, ben] = suite.players as [TestPlayer, TestPlayer];
    const [answering] = await tickInto(server, clock, roomId, suite.players, 'ANSWERING');
    if (answering)
      await answerRound(ana, roomId, answering, (id) => `${answering.round.letter}ana${keyOf(id)}`);
    await tickInto(server, clock, roomId, suite.players, 'REVIEWING');

    const own = { roomId, authorUid: ana.user.uid, categoryId: 'name' };
    expect(await ana.game('game:challenge', own)).toMatchObject({ ok: false, error: { code: 'own-answer' } });
    // Ben's challenge is Ben's, whatever else the payload holds: nobody votes in another's name.
    const view = acceptedView(
      await ben.game('game:challenge', { ...own, voterUid: 'someone-else' } as never),
    );
    const answer = view.round.review?.categories
      .find((category) => category.categoryId === 'name')
      ?.answers.find((entry) => entry.uid === ana.user.uid);
    expect(answer?.challengers).toEqual([ben.user.uid]);
  });

  it('refuses a malformed payload with invalid-request and changes nothing', async () => {
    const { server, clock } = suite;
    const game = await startGameFor(server.url, { count: 2 });
    const { roomId } = game;
    suite.players = game.players;
    const [player] = suite.players as [TestPlayer];
    await tickInto(server, clock, roomId, suite.players, 'ANSWERING');
    const before = await versionOf(roomId);
    const malformed = [
      { roomId, categoryId: 'name' }, // no text
      { roomId, categoryId: 'name', text: 42 },
      { roomId: '', categoryId: 'name', text: 'x' },
      'not an object',
    ];
    for (const payload of malformed) {
      expect(await player.game('game:save-answer', payload as never)).toMatchObject({
        ok: false,
        error: { code: 'invalid-request' },
      });
    }
    expect(
      await player.game('game:join-answers', { roomId, categoryId: 'name', uids: ['a'] } as never),
    ).toMatchObject({ ok: false, error: { code: 'invalid-request' } });
    expect(await versionOf(roomId)).toBe(before);
  });

  it('refuses game intents in a room whose game has not started, and from someone not playing', async () => {
    const { server, clock } = suite;
    const host = await connectPlayer(server.url, await signInAsGuest(server.url));
    const stranger = await connectPlayer(server.url, await signInAsGuest(server.url));
    suite.players = [host, stranger];
    const lobbyId = await createRoomAs(server.url, host);
    await joinLobby(host, lobbyId, 0);
    expect(await host.game('game:join', { roomId: lobbyId })).toMatchObject({
      ok: false,
      error: { code: 'wrong-phase' },
    });
    expect(await host.game('game:done', { roomId: 'no-such-room' })).toMatchObject({
      ok: false,
      error: { code: 'room-not-found' },
    });

    const game = await startGameFor(server.url, { count: 2 });
    suite.players.push(...game.players);
    // Someone without a seat watches (spectators.test.ts) and may do nothing a player does.
    expect(await stranger.game('game:join', { roomId: game.roomId })).toMatchObject({
      ok: true,
      view: { watching: true },
    });
    await tickInto(server, clock, game.roomId, game.players, 'ANSWERING');
    expect(await stranger.game('game:done', { roomId: game.roomId })).toMatchObject({
      ok: false,
      error: { code: 'not-a-player' },
    });
    expect(stranger.latestView()?.players.map((player) => player.uid)).not.toContain(stranger.user.uid);
  });

  it('answers a clock ping at once with the server time', async () => {
    const { server, clock } = suite;
    const game = await startGameFor(server.url, { count: 2 });
    suite.players = game.players;
    const pong = await suite.players[0]?.socket.timeout(5_000).emitWithAck('clock:ping', { clientSentAt: 1 });
    expect(pong).toEqual({ serverNow: clock.now() });
  });
});
