import { HISTORY_ROUTE, type HistoryResponse } from '@npat/protocol';
import { expect, it } from 'vitest';
import { describeOnEachDatabase } from '../testing/describe-on-each-database.ts';
import { signInAsGuest, signUpAccount } from '../testing/identity-client.ts';
import { serverPerTest } from './testing/server-per-test.ts';
import { acceptedView, type TestPlayer } from './testing/game-client.ts';
import { startGameFor } from './testing/game-setup.ts';
import { answerRound, everyoneIn, keyOf, tickInto } from './testing/game-steps.ts';

describeOnEachDatabase('the history of finished games', (startServer) => {
  const suite = serverPerTest(startServer);

  const historyOf = async (cookie?: string) => {
    const response = await fetch(`${suite.server.url}${HISTORY_ROUTE}`, {
      headers: cookie ? { cookie } : {},
    });
    return { status: response.status, body: (await response.json()) as HistoryResponse };
  };

  /** Plays a one-round game to its final results; every player answers each category. */
  const playOneRound = async (users: Awaited<ReturnType<typeof signInAsGuest>>[]) => {
    const game = await startGameFor(suite.server.url, { users });
    suite.players.push(...game.players);
    const [answering] = await tickInto(suite.server, suite.clock, game.roomId, game.players, 'ANSWERING');
    if (answering === undefined) throw new Error('no view');
    for (const [seat, player] of game.players.entries()) {
      await answerRound(
        player,
        game.roomId,
        answering,
        (id) => `${answering.round.letter}${seat}${keyOf(id)}`,
      );
      acceptedView(await player.game('game:done', { roomId: game.roomId }));
    }
    const [host] = game.players as [TestPlayer];
    await everyoneIn(game.players, 'REVIEWING');
    acceptedView(await host.game('game:continue', { roomId: game.roomId }));
    await everyoneIn(game.players, 'ROUND_RESULTS');
    acceptedView(await host.game('game:next-round', { roomId: game.roomId }));
    const [final] = await everyoneIn(game.players, 'FINAL_RESULTS');
    return { roomId: game.roomId, letter: answering.round.letter, final };
  };

  it('returns a registered player their games, newest first, with every round table; a guest gets none', async () => {
    const { server, clock } = suite;
    const ada = await signUpAccount(server.url);
    const bob = await signUpAccount(server.url);
    const guest = await signInAsGuest(server.url);
    const first = await playOneRound([ada, bob, guest]);
    clock.advance(60_000);
    const second = await playOneRound([bob, ada]);

    const adaHistory = await historyOf(ada.cookie);
    expect(adaHistory.status).toBe(200);
    expect(adaHistory.body.games.map((entry) => entry.roomId)).toEqual([second.roomId, first.roomId]);
    const [, older] = adaHistory.body.games;
    expect(older?.finishedAt).toBeLessThan(adaHistory.body.games[0]?.finishedAt ?? 0);
    expect(older?.results.players.map((player) => player.uid)).toEqual([
      ada.user.uid,
      bob.user.uid,
      guest.user.uid,
    ]);
    expect(older?.results.ranking).toEqual(first.final?.standings);
    expect(older?.results.rounds).toEqual(first.final?.results);
    const adaRow = older?.results.rounds[0]?.players.find((row) => row.uid === ada.user.uid);
    expect(older?.results.rounds[0]?.letter).toBe(first.letter);
    expect(adaRow?.answers.find((answer) => answer.categoryId === 'name')).toEqual({
      categoryId: 'name',
      text: `${first.letter}0name`,
      verdict: 'unique',
      points: 10,
      creative: false,
    });

    expect((await historyOf(bob.cookie)).body.games).toHaveLength(2);
    expect(await historyOf(guest.cookie)).toEqual({ status: 200, body: { games: [] } });
    expect((await historyOf()).status).toBe(401);
  });
});
