import type { PlayerView } from '@npat/engine';
import type { GameCreationInput } from '@npat/protocol';
import { refereeKey } from '@npat/referee';
import { expect, it } from 'vitest';
import { describeOnEachDatabase, type StartServer } from '../../testing/describe-on-each-database.ts';
import { createTestClock, type TestClock } from '../../testing/test-clock.ts';
import type { TestServer } from '../../testing/test-server.ts';
import { acceptedView, type TestPlayer } from '../testing/game-client.ts';
import { closePlayers, startGameFor } from '../testing/game-setup.ts';
import { answerRound, everyoneIn, isJudged, pointsOf, tickInto } from '../testing/game-steps.ts';

/** One round of B with three library categories (and one of a player's own, which the referee leaves alone). */
const FORM = {
  rounds: 1,
  letters: ['B'],
  defaultCategories: ['animal', 'countries', 'thing'],
} satisfies Partial<GameCreationInput>;

type Answers = Record<string, Record<string, string>>;

/** Plays a three-player game into its review with `answers` by player index; resolves with its players. */
async function reviewWith(
  { server, clock }: { server: TestServer; clock: TestClock },
  answers: Answers,
  form: Partial<GameCreationInput>,
) {
  const game = await startGameFor(server.url, { count: 3, form: { ...FORM, ...form } });
  const { roomId, players } = game;
  const [answering] = await tickInto(server, clock, roomId, players, 'ANSWERING');
  if (answering === undefined) throw new Error('no view');
  for (const [index, player] of players.entries())
    await answerRound(player, roomId, answering, (id) => answers[index]?.[id] ?? null);
  await tickInto(server, clock, roomId, players, 'REVIEWING');
  return { roomId, players: players as [TestPlayer, TestPlayer, TestPlayer] };
}

const answerIn = (view: PlayerView, categoryId: string, uid: string) =>
  view.round.review?.categories
    .find((category) => category.categoryId === categoryId)
    ?.answers.find((answer) => answer.uid === uid);

function suite(startServer: StartServer, env: Record<string, string>) {
  let server: TestServer | undefined;
  let players: TestPlayer[] = [];
  const clock = createTestClock();
  const start = async () => {
    server = await startServer({ now: clock.now, env });
    return { server, clock };
  };
  const stop = async () => {
    closePlayers(players);
    await server?.close();
  };
  return { start, stop, keep: (playing: TestPlayer[]) => (players = playing) };
}

describeOnEachDatabase('the referee in the review over sockets', (startServer) => {
  it('marks every revealed answer, and when it decides a doubtful one starts struck until the group takes it back', async () => {
    const run = suite(startServer, {});
    const running = await run.start();
    try {
      const answers = { 0: { animal: 'Bear', countries: 'Berlin' }, 1: { animal: 'Bxqvorn' } };
      const { roomId, players } = await reviewWith(running, answers, { refereeDecides: true });
      run.keep(players);
      const [ana, ben, cy] = players;
      const view = await cy.viewWhere(isJudged);
      expect(answerIn(view, 'animal', ana.user.uid)?.referee).toEqual({
        verdict: 'known',
        reason: { kind: 'data', category: 'animal', source: 'curated' },
      });
      expect(answerIn(view, 'countries', ana.user.uid)?.referee).toMatchObject({
        verdict: 'doubtful',
        reason: { kind: 'other-category', category: 'capital-cities' },
      });
      expect(answerIn(view, 'animal', ben.user.uid)?.referee).toEqual({
        verdict: 'unknown',
        reason: { kind: 'none' },
      });
      // The referee's doubt is a challenge in every other player's name: Berlin starts rejected.
      const berlin = answerIn(view, 'countries', ana.user.uid);
      expect(berlin?.challengers.sort()).toEqual([ben.user.uid, cy.user.uid].sort());
      expect(berlin?.rejected).toBe(true);
      expect(answerIn(view, 'countries', ana.user.uid)?.challengedByYou).toBe(true);

      // Cy keeps it (the referee is overturned); Ben and Cy strike the bear the referee knew.
      acceptedView(
        await cy.game('game:withdraw-challenge', {
          roomId,
          authorUid: ana.user.uid,
          categoryId: 'countries',
        }),
      );
      for (const player of [ben, cy])
        acceptedView(
          await player.game('game:challenge', { roomId, authorUid: ana.user.uid, categoryId: 'animal' }),
        );
      for (const player of players) acceptedView(await player.game('game:review-done', { roomId }));
      const [results] = await everyoneIn(players, 'ROUND_RESULTS');
      expect(results && pointsOf(results, 1, ana.user.uid)).toMatchObject({ animal: 0, countries: 10 });
      expect(results && pointsOf(results, 1, ben.user.uid)).toMatchObject({ animal: 10 });
    } finally {
      await run.stop();
    }
  });

  it('learns from finished reviews: an answer kept in three games is known for the next one, and counted again', async () => {
    const run = suite(startServer, {});
    const running = await run.start();
    const { server } = running;
    try {
      const key = refereeKey('Blimmelfant', 'en');
      await server.repositories.refereeLearned.record(
        [1, 2, 3].map(() => ({ language: 'en', category: 'animal', answerKey: key, accepted: true })),
      );
      await server.repositories.refereeLearned.record([
        { language: 'en', category: 'animal', answerKey: key, accepted: false },
      ]);
      const { roomId, players } = await reviewWith(
        running,
        { 0: { animal: 'Blimmelfant', thing: 'Bxqvorn' } },
        {},
      );
      run.keep(players);
      const [ana, ben] = players;
      const view = await ben.viewWhere(isJudged);
      expect(answerIn(view, 'animal', ana.user.uid)?.referee).toEqual({
        verdict: 'known',
        reason: { kind: 'players', games: 3 },
      });
      // Without the house rule the referee challenges nobody.
      expect(answerIn(view, 'thing', ana.user.uid)?.challengers).toEqual([]);
      acceptedView(
        await ben.game('game:challenge', { roomId, authorUid: ana.user.uid, categoryId: 'thing' }),
      );
      acceptedView(
        await players[2].game('game:challenge', { roomId, authorUid: ana.user.uid, categoryId: 'thing' }),
      );
      for (const player of players) acceptedView(await player.game('game:review-done', { roomId }));
      await everyoneIn(players, 'ROUND_RESULTS');
      await server.game.referee.idle();
      const rows = await server.repositories.refereeLearned.countsOf('en', [
        { category: 'animal', answerKey: key },
        { category: 'thing', answerKey: refereeKey('Bxqvorn', 'en') },
      ]);
      expect(rows).toEqual(
        expect.arrayContaining([
          { category: 'animal', answerKey: key, accepted: 4, struck: 1 },
          { category: 'thing', answerKey: refereeKey('Bxqvorn', 'en'), accepted: 0, struck: 1 },
        ]),
      );
    } finally {
      await run.stop();
    }
  });

  it('neither reads nor records what players decided when learning is off', async () => {
    const run = suite(startServer, { REFEREE_LEARNING: 'off' });
    const running = await run.start();
    const { server } = running;
    try {
      const key = refereeKey('Blimmelfant', 'en');
      await server.repositories.refereeLearned.record(
        [1, 2, 3].map(() => ({ language: 'en', category: 'animal', answerKey: key, accepted: true })),
      );
      const { roomId, players } = await reviewWith(running, { 0: { animal: 'Blimmelfant' } }, {});
      run.keep(players);
      const view = await players[1].viewWhere(isJudged);
      expect(answerIn(view, 'animal', players[0].user.uid)?.referee?.verdict).toBe('unknown');
      for (const player of players) acceptedView(await player.game('game:review-done', { roomId }));
      await everyoneIn(players, 'ROUND_RESULTS');
      await server.game.referee.idle();
      expect(
        await server.repositories.refereeLearned.countsOf('en', [{ category: 'animal', answerKey: key }]),
      ).toEqual([{ category: 'animal', answerKey: key, accepted: 3, struck: 0 }]);
    } finally {
      await run.stop();
    }
  });
});
