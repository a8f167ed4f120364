import { expect, it } from 'vitest';
import { describeOnEachDatabase } from '../testing/describe-on-each-database.ts';
import { serverPerTest } from './testing/server-per-test.ts';
import { acceptedView, type TestPlayer } from './testing/game-client.ts';
import { startGameFor } from './testing/game-setup.ts';
import { answerRound, everyoneIn, keyOf, tickAt, tickInto } from './testing/game-steps.ts';

describeOnEachDatabase('a Fastest Finger game over sockets', (startServer) => {
  const suite = serverPerTest(startServer);

  it('plays from the lobby to the final results with a STOP, its 10 s countdown and its bonus', async () => {
    const { server, clock } = suite;
    const game = await startGameFor(server.url, {
      form: { rounds: 1, roundTime: 30, endMode: 'Fastest Finger' },
    });
    const { roomId } = game;
    suite.players = game.players;
    const [host, second, third] = suite.players as [TestPlayer, TestPlayer, TestPlayer];
    const [ana, ben, cy] = suite.players.map((player) => player.user.uid) as [string, string, string];

    const [answering] = await tickInto(server, clock, roomId, suite.players, 'ANSWERING');
    if (answering === undefined) throw new Error('no view');
    const { letter, answeringStartsAt } = answering.round;

    // STOP needs every category filled.
    await answerRound(second, roomId, answering, (id) => (id === 'name' ? `${letter}bravo` : null));
    expect(await second.game('game:stop', { roomId })).toMatchObject({
      ok: false,
      error: { code: 'not-all-filled' },
    });

    // Cy fills every category 5 s in and stops with 35 of her 40 s left: more than 10 s, so the bonus is hers.
    clock.advance(answeringStartsAt + 5_000 - clock.now());
    await answerRound(third, roomId, answering, (id) => `${letter}charlie${keyOf(id)}`);
    const stopped = acceptedView(await third.game('game:stop', { roomId }));
    const stopDeadline = answeringStartsAt + 15_000;
    expect(stopped.round.stop).toEqual({
      uid: cy,
      at: answeringStartsAt + 5_000,
      deadline: stopDeadline,
      earnsBonus: true,
    });
    // Everyone counts down the same 10 s.
    for (const view of await Promise.all(
      suite.players.map((p) => p.viewWhere((v) => v.round.stop !== null)),
    )) {
      expect(view.round.deadline).toBe(stopDeadline);
      expect(view.phaseEndsAt).toBe(stopDeadline + 1_000);
    }
    expect(await host.game('game:stop', { roomId })).toMatchObject({
      ok: false,
      error: { code: 'already-stopped' },
    });

    // The others still write during the countdown.
    clock.advance(8_000);
    await answerRound(host, roomId, answering, (id) => (id === 'thing' ? `${letter}alpha` : null));

    await tickAt(server, clock, roomId, stopDeadline + 1_000);
    await everyoneIn(suite.players, 'REVIEWING');
    acceptedView(await host.game('game:continue', { roomId }));
    const [results] = await everyoneIn(suite.players, 'ROUND_RESULTS');
    const table = results?.results[0];
    const rowOf = (uid: string) => table?.players.find((row) => row.uid === uid);
    expect(rowOf(cy)).toMatchObject({ bonus: 10, total: 60 });
    expect(rowOf(ana)).toMatchObject({ bonus: 0, total: 10 });
    expect(rowOf(ben)).toMatchObject({ bonus: 0, total: 10 });

    acceptedView(await host.game('game:next-round', { roomId }));
    const finals = await everyoneIn(suite.players, 'FINAL_RESULTS');
    expect(finals[0]?.standings).toEqual([
      { uid: cy, total: 60, place: 1 },
      { uid: ana, total: 10, place: 2 },
      { uid: ben, total: 10, place: 2 },
    ]);
  });
});
