import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { describeWithService } from '../testing/describe-with-service.ts';
import { signInAsGuest } from '../testing/identity-client.ts';
import { redisUnavailableReason, TEST_REDIS_URL } from '../testing/redis-availability.ts';
import { createTestClock } from '../testing/test-clock.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import {
  createPostgresTestDatabase,
  postgresUnavailableReason,
  type PostgresTestDatabase,
} from '../storage/testing/postgres-test-database.ts';
import { loadRoom } from '../room-pipeline/room-snapshot.ts';
import { acceptedView, connectPlayer, type TestPlayer } from './testing/game-client.ts';
import { closePlayers, createRoomAs, joinLobby } from './testing/game-setup.ts';
import { answerRound, everyoneIn, keyOf } from './testing/game-steps.ts';

const unavailable = (await postgresUnavailableReason()) ?? (await redisUnavailableReason());

describeWithService(
  'a game on two nodes sharing PostgreSQL and Redis',
  'PostgreSQL and Redis',
  unavailable,
  () => {
    const clock = createTestClock();
    let database: PostgresTestDatabase;
    let nodeA: TestServer;
    let nodeB: TestServer;
    let players: TestPlayer[] = [];

    beforeAll(async () => {
      database = await createPostgresTestDatabase();
      const env = { DATABASE_URL: database.url, REDIS_URL: TEST_REDIS_URL };
      nodeA = await startTestServer({ env, now: clock.now });
      nodeB = await startTestServer({ env, now: clock.now });
    });
    afterEach(() => closePlayers(players));
    afterAll(async () => {
      await Promise.all([nodeA, nodeB].map((node) => node?.close()));
      await database?.drop();
    });

    it('reaches players on both nodes, each with their own view, and passes a deadline both fire once', async () => {
      const users = await Promise.all([0, 1, 2].map(() => signInAsGuest(nodeA.url)));
      // Ana on A, Ben on B, Cy on A.
      players = await Promise.all(
        users.map((user, seat) => connectPlayer((seat === 1 ? nodeB : nodeA).url, user)),
      );
      const [ana, ben] = players as [TestPlayer, TestPlayer];
      const roomId = await createRoomAs(nodeA.url, users[0]!);
      for (const [seat, player] of players.entries()) await joinLobby(player, roomId, seat);
      expect((await ana.lobby('lobby:start', { roomId })).ok).toBe(true);
      for (const player of players) acceptedView(await player.game('game:join', { roomId }));

      const [starting] = await everyoneIn(players, 'ROUND_STARTING');
      clock.advance((starting?.phaseEndsAt ?? 0) - clock.now());
      // Both nodes fire the same deadline at once: one of them writes, the other finds nothing due.
      const before = (await nodeA.repositories.rooms.events(roomId)).length;
      await Promise.all([nodeA.game.service.advance(roomId), nodeB.game.service.advance(roomId)]);
      const added = (await nodeA.repositories.rooms.events(roomId)).slice(before);
      expect(added.map((event) => event.type)).toEqual(['phase-changed']);
      const [answering] = await everyoneIn(players, 'ANSWERING');
      if (answering === undefined) throw new Error('no view');

      // Ben's draft, saved on B, reaches Ana on A as progress only.
      await answerRound(ben, roomId, answering, (id) => `${answering.round.letter}benb${keyOf(id)}`);
      const progress = await ana.viewWhere(
        (view) => view.round.progress.find((entry) => entry.uid === ben.user.uid)?.filled === 5,
      );
      expect(JSON.stringify(progress)).not.toContain(`${answering.round.letter}benb`);
      expect(ben.latestView()?.round.yourAnswers.every((answer) => answer.text.includes('benb'))).toBe(true);

      // Ben's drafts are rows beside the snapshot. A decides Ana's Done on the room it reads back, drafts
      // included, and its snapshot then holds them.
      const drafted = await nodeA.repositories.rooms.find(roomId);
      expect(drafted?.drafts.map((draft) => draft.uid)).toEqual(Array(5).fill(ben.user.uid));
      expect(acceptedView(await ana.game('game:done', { roomId })).round.progress).toContainEqual(
        expect.objectContaining({ uid: ben.user.uid, filled: 5 }),
      );
      const folded = await nodeA.repositories.rooms.find(roomId);
      expect(folded?.drafts).toEqual([]);
      const answers = loadRoom(folded!).snapshot.game?.rounds[0]?.answers ?? [];
      expect(answers.filter((answer) => answer.uid === ben.user.uid)).toHaveLength(5);
    });
  },
);
