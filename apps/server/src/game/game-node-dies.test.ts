import { join } from 'node:path';
import type { PlayerView } from '@npat/engine';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { describeWithService } from '../testing/describe-with-service.ts';
import { signInAsGuest } from '../testing/identity-client.ts';
import { connectReconnectingPlayer, type ReconnectingPlayer } from '../testing/reconnecting-player.ts';
import { redisUnavailableReason, TEST_REDIS_URL } from '../testing/redis-availability.ts';
import { clusterSecret, startServerNode, type ServerNode } from '../testing/server-node.ts';
import { startTcpBalancer, type TcpBalancer } from '../testing/tcp-balancer.ts';
import { makeTempDir, removeTempDir } from '../testing/temp-dir.ts';
import { createTestClock } from '../testing/test-clock.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { writeWebDistFixture } from '../testing/web-dist-fixture.ts';
import {
  createPostgresTestDatabase,
  postgresUnavailableReason,
  type PostgresTestDatabase,
} from '../storage/testing/postgres-test-database.ts';
import { accepted, connectPlayer, type TestPlayer } from './testing/game-client.ts';
import { closePlayers, createRoomAs, startGameFor } from './testing/game-setup.ts';
import { keyOf, tickInto } from './testing/game-steps.ts';
import { describeOnEachSharedDatabase, type SharedDatabase } from './testing/shared-database.ts';

const unavailable = (await postgresUnavailableReason()) ?? (await redisUnavailableReason());

/** The two categories of each seat but the host's (theirs come with the room). */
const CATEGORIES = [
  ['Bands', 'Sports'],
  ['Films', 'Flowers'],
] as const;

describeWithService(
  'a node killed in the middle of a round, behind a balancer',
  'PostgreSQL and Redis',
  unavailable,
  () => {
    let root: string;
    let database: PostgresTestDatabase;
    let balancer: TcpBalancer;
    const nodes: ServerNode[] = [];
    const players: ReconnectingPlayer[] = [];

    beforeAll(async () => {
      root = makeTempDir('node-dies');
      writeWebDistFixture(join(root, 'web'));
      database = await createPostgresTestDatabase();
      balancer = await startTcpBalancer();
      const settings = {
        databaseUrl: database.url,
        redisUrl: TEST_REDIS_URL,
        publicUrl: balancer.url,
        sessionSecret: clusterSecret(),
        webDist: join(root, 'web'),
      };
      // One after the other: the first one migrates the new database.
      for (let count = 0; count < 2; count += 1) nodes.push(await startServerNode(settings, root));
      balancer.setBackends(nodes.map((node) => node.port));
    }, 120_000);
    afterAll(async () => {
      for (const player of players) player.close();
      await Promise.all(nodes.map((node) => node.kill()));
      await balancer?.close();
      await database?.drop();
      removeTempDir(root);
    });

    it('keeps every acknowledged answer, once, and the deadline, when a node dies during answering', async () => {
      const users = [];
      for (let seat = 0; seat < 3; seat += 1) users.push(await signInAsGuest(balancer.url));
      // One round of the shortest round time (the test settings).
      const roomId = await createRoomAs(balancer.url, users[0]!);

      // One connection after the other, so the balancer's turns spread them over both nodes.
      const nodeOf: number[] = [];
      for (const user of users) {
        const before = balancer.connections().length;
        players.push(await connectReconnectingPlayer(balancer.url, user));
        nodeOf.push(balancer.connections()[before] ?? 0);
      }
      expect(new Set(nodeOf).size).toBe(2);
      const [ana, ben, cy] = players as [ReconnectingPlayer, ReconnectingPlayer, ReconnectingPlayer];
      // Ana (the host) and Cy share a node: the one that dies. Ben's lives.
      expect(nodeOf[0]).toBe(nodeOf[2]);
      const victim = nodes.find((node) => node.port === nodeOf[0]);
      if (victim === undefined) throw new Error('no node holds the host');

      for (const [seat, player] of players.entries()) {
        expect((await player.lobby('lobby:join', { roomId })).ok).toBe(true);
        const [category1, category2] = CATEGORIES[seat - 1] ?? [];
        if (category1 === undefined || category2 === undefined) continue;
        const ready = await player.lobby('lobby:submit-categories', { roomId, category1, category2 });
        expect(ready.ok).toBe(true);
      }
      expect((await ana.lobby('lobby:start', { roomId })).ok).toBe(true);
      for (const player of players) await player.play(roomId);

      // The real clock runs: the node's own timer opens answering after the countdown.
      const answering = await ana.viewWhere((view) => view.phase === 'ANSWERING');
      const categoryIds = answering.round.categories.map(({ id }) => id);
      const textOf = (seat: number, categoryId: string) =>
        `${answering.round.letter}word${seat}${keyOf(categoryId)}`;
      /** What the server acknowledged, per player: every one of these must survive, once. */
      const acknowledged = new Map<ReconnectingPlayer, string[]>(players.map((player) => [player, []]));
      for (const [seat, player] of players.entries()) {
        // Cy's last category is the draft whose ack is lost.
        for (const categoryId of player === cy ? categoryIds.slice(0, -1) : categoryIds) {
          await player.type(categoryId, textOf(seat, categoryId));
          acknowledged.get(player)?.push(categoryId);
        }
      }

      // Cy's last draft reaches the victim and is committed (Ben on the other node sees Cy's five filled),
      // but its ack never reaches Cy: the victim's answers are dropped from now on, and then it dies.
      balancer.silence(victim.port);
      const lastCategory = categoryIds.at(-1) ?? '';
      const lastDraft = cy.type(lastCategory, textOf(2, lastCategory));
      await ben.viewWhere((view) =>
        view.round.progress.some((entry) => entry.uid === cy.user.uid && entry.filled === 5),
      );
      await victim.kill();

      // Ana and Cy come back through the balancer, to the live node, and join again.
      for (const seat of [0, 2]) {
        const player = players[seat]!;
        const view = await player.joined(2);
        expect(view.phase).toBe('ANSWERING');
        expect(view.phaseEndsAt).toBe(answering.phaseEndsAt);
        for (const categoryId of acknowledged.get(player) ?? []) {
          expect(view.round.yourAnswers).toContainEqual({ categoryId, text: textOf(seat, categoryId) });
        }
      }
      // Cy's client did not know its last draft was saved, so it sent it again; this time it was acknowledged.
      await lastDraft;
      expect(cy.sentDrafts.filter((text) => text === textOf(2, lastCategory))).toHaveLength(2);
      acknowledged.get(cy)?.push(lastCategory);

      // The live node ends the round at its deadline: it has a timer for it (it served these players),
      // though nothing here tells that from the overdue sweep without timing it.
      const reviewing = await Promise.all(
        players.map((player) => player.viewWhere((view) => view.phase === 'REVIEWING')),
      );
      expect(reviewing[0]?.round.deadline).toBe(answering.round.deadline);
      for (const [seat, player] of players.entries()) {
        for (const categoryId of acknowledged.get(player) ?? []) {
          expect(answersOf(reviewing[0]!, player.user.uid, categoryId)).toEqual([textOf(seat, categoryId)]);
        }
      }

      await ana.intent('game:continue', roomId);
      await ana.intent('game:next-round', roomId);
      const finals = await Promise.all(
        players.map((player) => player.viewWhere((view) => view.phase === 'FINAL_RESULTS')),
      );
      const table = finals[0]?.results[0];
      for (const [seat, player] of players.entries()) {
        const row = table?.players.filter((entry) => entry.uid === player.user.uid) ?? [];
        expect(row).toHaveLength(1);
        const texts = row[0]?.answers.map((answer) => [answer.categoryId, answer.text]);
        expect(texts).toEqual(categoryIds.map((categoryId) => [categoryId, textOf(seat, categoryId)]));
      }
    }, 180_000);
  },
);

describeOnEachSharedDatabase('a node serving a game it has written nothing of', (openDatabase) => {
  let database: SharedDatabase | undefined;
  const servers: TestServer[] = [];
  let players: TestPlayer[] = [];
  afterEach(async () => {
    closePlayers(players);
    for (const server of servers.splice(0)) await server.close();
    await database?.remove();
  });

  it('sets a timer for the deadline when a player’s draft sent again changes nothing', async () => {
    database = await openDatabase();
    const clock = createTestClock();
    const env = { DATABASE_URL: database.url };
    for (let count = 0; count < 2; count += 1) servers.push(await startTestServer({ env, now: clock.now }));
    const [first, second] = servers as [TestServer, TestServer];
    const game = await startGameFor(first.url, { count: 2 });
    players = game.players;
    const [answering] = await tickInto(first, clock, game.roomId, players, 'ANSWERING');
    const [ana] = players as [TestPlayer];
    const draft = { roomId: game.roomId, categoryId: 'name', text: `${answering?.round.letter}ana` };
    accepted(await ana.game('game:save-answer', draft));
    expect(second.game.timers.size()).toBe(0);

    // The first node died before its ack arrived: the client sends the draft again, to the second node.
    const back = await connectPlayer(second.url, ana);
    players.push(back);
    accepted(await back.game('game:save-answer', draft));
    expect(second.game.timers.size()).toBe(1);
  });
});

/** Every text `uid` has in a category of the review: one answer per player and category, never two. */
function answersOf(view: PlayerView, uid: string, categoryId: string): string[] {
  const category = view.round.review?.categories.find((each) => each.categoryId === categoryId);
  return (category?.answers ?? []).filter((answer) => answer.uid === uid).map((answer) => answer.text);
}
