import type { GameState } from '@npat/engine';
import { afterEach, expect, it } from 'vitest';
import { decodeSnapshot } from '../room-pipeline/room-snapshot.ts';
import { createTestClock } from '../testing/test-clock.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { acceptedView, connectPlayer, type TestPlayer } from './testing/game-client.ts';
import { closePlayers, startGameFor } from './testing/game-setup.ts';
import { answerRound, keyOf, tickInto } from './testing/game-steps.ts';
import { describeOnEachSharedDatabase, type SharedDatabase } from './testing/shared-database.ts';

describeOnEachSharedDatabase('a game across a server restart', (openDatabase) => {
  let database: SharedDatabase | undefined;
  const servers: TestServer[] = [];
  let players: TestPlayer[] = [];
  afterEach(async () => {
    closePlayers(players);
    for (const server of servers.splice(0)) await server.close();
    await database?.remove();
  });

  it('ends a round the restart interrupted at its original deadline, with every saved draft', async () => {
    database = await openDatabase();
    const clock = createTestClock();
    const start = async () => {
      const server = await startTestServer({ now: clock.now, env: { DATABASE_URL: database?.url ?? '' } });
      servers.push(server);
      return server;
    };

    const before = await start();
    const game = await startGameFor(before.url, { count: 2 });
    const { roomId } = game;
    players = game.players;
    const [answering] = await tickInto(before, clock, roomId, players, 'ANSWERING');
    if (answering === undefined) throw new Error('no view');
    const textOf = (id: string) => `${answering.round.letter}kept${keyOf(id)}`;
    for (const player of players) await answerRound(player, roomId, answering, textOf);
    closePlayers(players);
    await before.close();

    // The server stays down past the round's deadline; the start-up sweep must end the round then.
    const closesAt = answering.phaseEndsAt ?? 0;
    clock.advance(closesAt + 45_000 - clock.now());
    const after = await start();
    await after.game.sweeps.sweep({ all: true });
    const stored = await after.repositories.rooms.find(roomId);
    const game2 = decodeSnapshot(stored?.snapshot ?? '').game as GameState;
    expect(game2.phase).toBe('REVIEWING');
    expect(game2.rounds[0]?.answersClosedAt).toBe(closesAt);
    expect(game2.phaseEndsAt).toBe(closesAt + 70_000);
    expect(stored?.deadlineAt).toBe(closesAt + 70_000);
    // And its timer is set for the review's end.
    expect(after.game.timers.size()).toBe(1);

    const [first] = game.players as [TestPlayer];
    const back = await connectPlayer(after.url, { user: first.user, cookie: first.cookie });
    players = [back];
    const view = acceptedView(await back.game('game:join', { roomId }));
    expect(view.phase).toBe('REVIEWING');
    expect(view.round.yourAnswers.map((answer) => answer.text)).toEqual(
      answering.round.categories.map(({ id }) => textOf(id)),
    );
  });
  it('advances a deadline that no timer served once it is overdue, and leaves one just past alone', async () => {
    database = await openDatabase();
    const clock = createTestClock();
    const server = await startTestServer({ now: clock.now, env: { DATABASE_URL: database.url } });
    servers.push(server);
    const game = await startGameFor(server.url, { count: 2 });
    players = game.players;
    const [starting] = game.views;
    // As if the node that owned the timer had gone: nothing here runs the timer path.
    server.game.timers.stop();
    clock.advance((starting?.phaseEndsAt ?? 0) + 2_000 - clock.now());
    await server.game.sweeps.sweep({ all: false });
    expect((await server.repositories.rooms.find(game.roomId))?.phase).toBe('ROUND_STARTING');

    clock.advance(4_000);
    await server.game.sweeps.sweep({ all: false });
    const stored = await server.repositories.rooms.find(game.roomId);
    expect(stored).toMatchObject({ phase: 'ANSWERING' });
    expect(decodeSnapshot(stored?.snapshot ?? '').game?.rounds[0]?.answeringStartsAt).toBe(
      starting?.phaseEndsAt,
    );
  });
});
