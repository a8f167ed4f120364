import { startsWithLetter, textRulesFor, type GameState, type PlayerView } from '@npat/engine';
import { BOT_LEVELS, isBotUid, type GameCreationInput } from '@npat/protocol';
import { judge, knowledgeOf } from '@npat/referee';
import { expect, it } from 'vitest';
import { describeOnEachDatabase } from '../../testing/describe-on-each-database.ts';
import type { TestClock } from '../../testing/test-clock.ts';
import type { TestServer } from '../../testing/test-server.ts';
import { accepted, type TestPlayer } from '../testing/game-client.ts';
import { startGameFor } from '../testing/game-setup.ts';
import { everyoneIn, isJudged, keyOf, tickInto } from '../testing/game-steps.ts';
import { serverPerTest } from '../testing/server-per-test.ts';

/** One German round of B, long enough for every level to be done before its end. */
const FORM = {
  rounds: 1,
  roundTime: 60,
  language: 'de',
  letters: ['B'],
  defaultCategories: ['name', 'place', 'animal', 'countries'],
  maxPlayers: 4,
} satisfies Partial<GameCreationInput>;

/** A person alone with one bot of each level, in the answering of round 1. */
async function aloneWithBots(server: TestServer, clock: TestClock) {
  const game = await startGameFor(server.url, {
    count: 1,
    form: FORM,
    beforeStart: async (roomId, host) => {
      for (const level of BOT_LEVELS) {
        const added = await host.lobby('lobby:add-bot', { roomId, level });
        if (!added.ok) throw new Error(`lobby:add-bot was refused: ${added.error.code}`);
      }
    },
  });
  const [answering] = await tickInto(server, clock, game.roomId, game.players, 'ANSWERING');
  if (answering === undefined) throw new Error('no view');
  return { ...game, person: game.players[0] as TestPlayer, answering };
}

/** The room's game as stored. */
async function storedGame(server: TestServer, roomId: string): Promise<GameState> {
  // With the drafts: a draft alone is stored as a row of its own, beside the snapshot.
  const stored = await server.rooms.service.find(roomId);
  return stored?.snapshot.game as GameState;
}

/** Moves the clock to `at` and lets the bots do what they have to by then. */
async function botsAt(server: TestServer, clock: TestClock, roomId: string, at: number) {
  clock.advance(at - clock.now());
  server.game.bots.wake(roomId);
  await server.game.bots.idle();
}

const botAnswers = (game: GameState) =>
  (game.rounds[0]?.answers ?? []).filter((answer) => isBotUid(answer.uid));

describeOnEachDatabase('bots at the table, over real sockets', (startServer) => {
  const suite = serverPerTest(startServer);

  it('answer from the German knowledge alone, never what the person typed, and are done with the people', async () => {
    const { server, clock } = suite;
    const { roomId, person, answering } = await aloneWithBots(server, clock);
    suite.players = [person];
    const bots = answering.players.filter((player) => player.bot !== null);
    expect(bots.map((bot) => bot.bot)).toEqual([...BOT_LEVELS]);
    expect(new Set(bots.map((bot) => bot.displayName)).size).toBe(3);

    // The person's answers are words no knowledge base has: a bot that saw them could only copy them.
    const typed = (id: string) => `Bqzx${keyOf(id)}`;
    for (const { id } of answering.round.categories)
      accepted(await person.game('game:save-answer', { roomId, categoryId: id, text: typed(id) }));
    await botsAt(server, clock, roomId, answering.round.deadline - 1);

    const game = await storedGame(server, roomId);
    const answers = botAnswers(game);
    expect(answers.length).toBeGreaterThan(0);
    const rules = textRulesFor('de');
    for (const { categoryId, text } of answers) {
      expect(startsWithLetter(text, 'B', rules), text).toBe(true);
      expect(text).not.toContain('qzx');
      const verdict = judge(knowledgeOf('de'), {
        language: 'de',
        category: categoryId,
        letter: 'B',
        answer: text,
      });
      expect(verdict.verdict, `${categoryId}: ${text}`).toBe('known');
    }
    // Every bot said it was done before the round's end; the round waits for the person alone.
    expect(game.rounds[0]?.done.filter(isBotUid).sort()).toEqual(bots.map((bot) => bot.uid).sort());
    expect(game.phase).toBe('ANSWERING');

    accepted(await person.game('game:done', { roomId }));
    const reviewing = await person.viewWhere((view) => view.phase === 'REVIEWING');
    // In the review the bots wait for the person, then follow at once.
    expect(reviewing.round.review?.done.filter(isBotUid)).toEqual([]);
    accepted(await person.game('game:review-done', { roomId }));
    await server.game.bots.idle();
    const [results] = await everyoneIn([person], 'ROUND_RESULTS');
    const ranked = (results as PlayerView).standings.map((standing) => standing.uid);
    expect(ranked).toHaveLength(4);

    // The final results go into the person's history only: a bot is no account's.
    await tickInto(server, clock, roomId, [person], 'FINAL_RESULTS');
    expect(await server.repositories.gameResults.listForUser(person.user.uid, 10)).toHaveLength(1);
    for (const bot of bots)
      expect(await server.repositories.gameResults.listForUser(bot.uid, 10)).toEqual([]);
  });

  it('challenge the answers the referee doubts, and leave alone one it does not know', async () => {
    const { server, clock } = suite;
    const { roomId, person, answering } = await aloneWithBots(server, clock);
    suite.players = [person];
    // "Berlin" is a city, not a country: doubtful. "Bqzx" is known nowhere.
    accepted(await person.game('game:save-answer', { roomId, categoryId: 'countries', text: 'Berlin' }));
    accepted(await person.game('game:save-answer', { roomId, categoryId: 'animal', text: 'Bqzx' }));
    await botsAt(server, clock, roomId, answering.round.deadline - 1);
    accepted(await person.game('game:done', { roomId }));
    const judged = await person.viewWhere((view) => view.phase === 'REVIEWING' && isJudged(view));
    const mine = (view: PlayerView, categoryId: string) =>
      view.round.review?.categories
        .find((category) => category.categoryId === categoryId)
        ?.answers.find((answer) => answer.uid === person.user.uid);
    const bots = judged.players.filter((player) => player.bot !== null).map((player) => player.uid);
    const afterJudging = await person.viewWhere(
      (view) => (mine(view, 'countries')?.challengers.length ?? 0) === 3,
    );
    expect(mine(afterJudging, 'countries')?.challengers.sort()).toEqual([...bots].sort());
    expect(mine(afterJudging, 'animal')?.challengers).toEqual([]);
  });
});
