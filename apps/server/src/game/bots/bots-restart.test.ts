import type { GameState } from '@npat/engine';
import { isBotUid } from '@npat/protocol';
import { afterEach, expect, it } from 'vitest';
import { createTestClock } from '../../testing/test-clock.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { acceptedView, connectPlayer, type TestPlayer } from '../testing/game-client.ts';
import { closePlayers, startGameFor } from '../testing/game-setup.ts';
import { tickInto } from '../testing/game-steps.ts';
import { describeOnEachSharedDatabase, type SharedDatabase } from '../testing/shared-database.ts';

describeOnEachSharedDatabase('bots across a server restart', (openDatabase) => {
  let database: SharedDatabase | undefined;
  const servers: TestServer[] = [];
  let players: TestPlayer[] = [];
  afterEach(async () => {
    closePlayers(players);
    for (const server of servers.splice(0)) await server.close();
    await database?.remove();
  });

  it('go on mid-round with what they typed before, and type the rest of the same plan', async () => {
    database = await openDatabase();
    const clock = createTestClock();
    const start = async () => {
      const server = await startTestServer({ now: clock.now, env: { DATABASE_URL: database?.url ?? '' } });
      servers.push(server);
      return server;
    };
    const botAnswers = async (server: TestServer, roomId: string) => {
      // With the drafts: a draft alone is stored as a row of its own, beside the snapshot.
      const stored = await server.rooms.service.find(roomId);
      const game = stored?.snapshot.game as GameState;
      const answers = (game.rounds[0]?.answers ?? []).filter((answer) => isBotUid(answer.uid));
      return new Map(answers.map((answer) => [`${answer.uid} ${answer.categoryId}`, answer.text]));
    };

    const before = await start();
    const game = await startGameFor(before.url, {
      count: 1,
      form: {
        rounds: 1,
        roundTime: 120,
        letters: ['S'],
        defaultCategories: ['name', 'place', 'animal', 'countries'],
      },
      beforeStart: async (roomId, host) => {
        for (const level of ['hard', 'hard'] as const) await host.lobby('lobby:add-bot', { roomId, level });
      },
    });
    const { roomId } = game;
    players = game.players;
    const [answering] = await tickInto(before, clock, roomId, players, 'ANSWERING');
    if (answering === undefined) throw new Error('no view');
    // The server goes down as soon as the bots have typed the first part of their plan: the clock steps
    // 2 s at a time, and a plan's eight answers spread over a minute never all fall into one step.
    let typedBefore = new Map<string, string>();
    const { answeringStartsAt, deadline } = answering.round;
    for (let at = answeringStartsAt; typedBefore.size === 0 && at < deadline; at += 2000) {
      clock.advance(at - clock.now());
      before.game.bots.wake(roomId);
      await before.game.bots.idle();
      typedBefore = await botAnswers(before, roomId);
    }
    closePlayers(players);
    await before.close();

    // The person comes back to a new server: the bots wake with them and finish the same plan.
    const after = await start();
    const [person] = game.players as [TestPlayer];
    const back = await connectPlayer(after.url, { user: person.user, cookie: person.cookie });
    players = [back];
    acceptedView(await back.game('game:join', { roomId }));
    clock.advance(answering.round.deadline - 1 - clock.now());
    after.game.bots.wake(roomId);
    await after.game.bots.idle();
    const typedAfter = await botAnswers(after, roomId);
    expect(typedAfter.size).toBeGreaterThan(typedBefore.size);
    for (const [key, text] of typedBefore) expect(typedAfter.get(key)).toBe(text);
  });
});
