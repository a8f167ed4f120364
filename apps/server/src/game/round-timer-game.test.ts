import { expect, it } from 'vitest';
import { describeOnEachDatabase } from '../testing/describe-on-each-database.ts';
import { serverPerTest } from './testing/server-per-test.ts';
import { acceptedView, type TestPlayer } from './testing/game-client.ts';
import { startGameFor } from './testing/game-setup.ts';
import {
  answerRound,
  everyoneIn,
  keyOf,
  otherLetter,
  pointsOf,
  tickAt,
  tickInto,
} from './testing/game-steps.ts';

const WORDS = ['alpha', 'bravo', 'charlie'];

describeOnEachDatabase('a Round Timer game over sockets', (startServer) => {
  const suite = serverPerTest(startServer);

  it('plays two rounds from the lobby to the final results, scored by the rules', async () => {
    const { server, clock } = suite;
    const game = await startGameFor(server.url, {
      form: { rounds: 2, roundTime: 30, endMode: 'Round Timer' },
    });
    const { roomId } = game;
    suite.players = game.players;
    const [host, second, third] = suite.players as [TestPlayer, TestPlayer, TestPlayer];
    const [ana, ben, cy] = suite.players.map((player) => player.user.uid) as [string, string, string];
    expect(game.views.map((view) => [view.phase, view.round.number, view.you])).toEqual([
      ['ROUND_STARTING', 1, ana],
      ['ROUND_STARTING', 1, ben],
      ['ROUND_STARTING', 1, cy],
    ]);
    const [opening] = game.views;
    // Round 1 plays the 4 defaults and one of the players' own categories.
    expect(opening?.round.categories).toHaveLength(5);
    const custom = opening?.round.categories[4]?.id ?? '';

    const [answering] = await tickInto(server, clock, roomId, suite.players, 'ANSWERING');
    const letter = answering?.round.letter ?? '';
    const textOf = (seat: number, categoryId: string): string | null => {
      if (categoryId === 'name' && seat < 2) return `${letter}shared`; // the same answer: 5 points each
      if (categoryId === 'place' && seat === 2) return `${otherLetter(letter)}place`; // wrong letter: 0
      if (categoryId === custom && seat === 1) return null; // empty: 0
      return `${letter}${WORDS[seat]}${keyOf(categoryId)}`;
    };
    for (const [seat, player] of suite.players.entries()) {
      if (answering) await answerRound(player, roomId, answering, (id) => textOf(seat, id));
    }
    for (const player of suite.players) acceptedView(await player.game('game:done', { roomId }));
    // Everyone connected pressed Done: the round ends before its deadline.
    await everyoneIn(suite.players, 'REVIEWING');

    // Ben and Cy challenge Ana's animal: two of her two other players, so it is rejected.
    for (const voter of [second, third]) {
      acceptedView(await voter.game('game:challenge', { roomId, authorUid: ana, categoryId: 'animal' }));
    }
    const review = await host.viewWhere(
      (view) =>
        view.round.review?.categories
          .find((category) => category.categoryId === 'animal')
          ?.answers.find((answer) => answer.uid === ana)?.rejected === true,
    );
    expect(review.round.review?.categories.find((c) => c.categoryId === 'name')?.groups).toEqual([
      [ana, ben],
    ]);

    acceptedView(await host.game('game:continue', { roomId }));
    const [results] = await everyoneIn(suite.players, 'ROUND_RESULTS');
    expect(results && pointsOf(results, 1, ana)).toEqual({
      name: 5,
      place: 10,
      animal: 0,
      thing: 10,
      [custom]: 10,
    });
    expect(results && pointsOf(results, 1, ben)).toEqual({
      name: 5,
      place: 10,
      animal: 10,
      thing: 10,
      [custom]: 0,
    });
    expect(results && pointsOf(results, 1, cy)).toEqual({
      name: 10,
      place: 0,
      animal: 10,
      thing: 10,
      [custom]: 10,
    });

    // Round 2 runs on its timers alone: nobody answers, nobody presses anything.
    acceptedView(await host.game('game:next-round', { roomId }));
    const [starting] = await everyoneIn(suite.players, 'ROUND_STARTING');
    expect(starting?.round.number).toBe(2);
    expect(starting?.round.letter).not.toBe(letter);
    await tickInto(server, clock, roomId, suite.players, 'ANSWERING');
    await tickInto(server, clock, roomId, suite.players, 'REVIEWING');
    await tickInto(server, clock, roomId, suite.players, 'ROUND_RESULTS');
    const finals = await tickInto(server, clock, roomId, suite.players, 'FINAL_RESULTS');

    for (const view of finals) {
      expect(view.standings).toEqual([
        { uid: cy, total: 40, place: 1 },
        { uid: ana, total: 35, place: 2 },
        { uid: ben, total: 35, place: 2 },
      ]);
      expect(view.results.map((table) => table.round)).toEqual([1, 2]);
    }
    // Stored for the history page as the game reached its final results, at that tick.
    const stored = await server.repositories.gameResults.find(roomId);
    expect(stored?.finishedAt).toBe(clock.now());
    expect(JSON.parse(stored?.results ?? '{}')).toMatchObject({ ranking: finals[0]?.standings });
  });

  it('ends the answering at the deadline and the review at its own, ticked late or on time alike', async () => {
    const { server, clock } = suite;
    const game = await startGameFor(server.url, { count: 2 });
    suite.players = game.players;
    const [answering] = await tickInto(server, clock, game.roomId, suite.players, 'ANSWERING');
    const closesAt = answering?.phaseEndsAt ?? 0;
    // A tick long after the deadline (a node that was down) still ends the round at the deadline.
    await tickAt(server, clock, game.roomId, closesAt + 20_000);
    const [reviewing] = await everyoneIn(suite.players, 'REVIEWING');
    // 60 s of review, plus 10 s for round 1's fifth category.
    expect(reviewing?.round.review?.reviewEndsAt).toBe(closesAt + 70_000);
    expect(reviewing?.phaseEndsAt).toBe(closesAt + 70_000);
  });
});
