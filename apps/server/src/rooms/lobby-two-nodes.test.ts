import { settingsDefaultsFor } from '@npat/protocol';
import type { RoomSettings } from '@npat/protocol';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { describeWithService } from '../testing/describe-with-service.ts';
import { signInAsGuest } from '../testing/identity-client.ts';
import { createLobbyKit, createRoomAs, joinByCode, type LobbyClient } from '../testing/lobby-client.ts';
import { redisUnavailableReason, TEST_REDIS_URL } from '../testing/redis-availability.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import {
  createPostgresTestDatabase,
  postgresUnavailableReason,
  type PostgresTestDatabase,
} from '../storage/testing/postgres-test-database.ts';

const unavailable = (await postgresUnavailableReason()) ?? (await redisUnavailableReason());

describeWithService(
  'the lobby on two nodes sharing PostgreSQL and Redis',
  'PostgreSQL and Redis',
  unavailable,
  () => {
    let database: PostgresTestDatabase;
    let nodeA: TestServer;
    let nodeB: TestServer;
    const kitA = createLobbyKit(() => nodeA.url);
    const kitB = createLobbyKit(() => nodeB.url);

    beforeAll(async () => {
      database = await createPostgresTestDatabase();
      const env = { DATABASE_URL: database.url, REDIS_URL: TEST_REDIS_URL };
      nodeA = await startTestServer({ env });
      nodeB = await startTestServer({ env });
    });
    afterEach(() => {
      kitA.closeAll();
      kitB.closeAll();
    });
    afterAll(async () => {
      await Promise.all([nodeA, nodeB].map((node) => node?.close()));
      await database?.drop();
    });

    /** A room created on node A, its host on A and `guests` guests alternating B, A, B, … */
    const spreadLobby = async (guests: number) => {
      const host = await kitA.player();
      const { roomId, joinCode } = await createRoomAs(nodeA.url, host.cookie);
      await kitA.join(host, roomId);
      const players: LobbyClient[] = [host];
      for (let index = 0; index < guests; index += 1) {
        const player = await (index % 2 === 0 ? kitB : kitA).player();
        await (index % 2 === 0 ? kitB : kitA).join(player, roomId);
        players.push(player);
      }
      await Promise.all(
        players.map((player) => player.stateWhere((view) => view.slots.length === guests + 1)),
      );
      return { roomId, joinCode, host, players };
    };

    it('delivers a change made on node A to a player connected to node B, and back', async () => {
      const { roomId, joinCode, host, players } = await spreadLobby(1);
      const guest = players[1]!;
      // The code of a room made on A resolves on B: both read one database.
      const visitor = await signInAsGuest(nodeB.url);
      expect(await (await joinByCode(nodeB.url, visitor.cookie, joinCode)).json()).toEqual({ roomId });

      const settings: RoomSettings = {
        ...settingsDefaultsFor('en'),
        rounds: 4,
        roundTime: 45,
        maxPlayers: 8,
      };
      expect((await host.send('lobby:update-settings', { roomId, settings })).ok).toBe(true);
      await guest.stateWhere((view) => view.settings.rounds === 4);

      expect(
        (await guest.send('lobby:submit-categories', { roomId, category1: 'Fruit', category2: 'Tools' })).ok,
      ).toBe(true);
      await host.stateWhere((view) => view.slots.every((slot) => slot.isReady));

      // A player dropping off node B shows as away on node A.
      guest.socket.disconnect();
      await host.stateWhere((view) => view.slots.some((slot) => slot.uid === guest.user.uid && slot.isAway));
    });

    it('applies concurrent intents on both nodes to one room without losing any', async () => {
      const { roomId, players } = await spreadLobby(5);
      const guests = players.slice(1);
      const before = (await nodeA.repositories.rooms.find(roomId))!.version;
      const rounds = 3;

      // Every guest, at the same time, submits and edits their categories a few times over.
      await Promise.all(
        guests.map(async (guest, index) => {
          for (let round = 0; round < rounds; round += 1) {
            const submitted = await guest.send('lobby:submit-categories', {
              roomId,
              category1: `Guest ${index} A`,
              category2: `Guest ${index} B`,
            });
            expect(submitted).toMatchObject({ ok: true });
            if (round < rounds - 1)
              expect(await guest.send('lobby:edit-categories', { roomId })).toMatchObject({ ok: true });
          }
        }),
      );

      const stored = await nodeB.repositories.rooms.find(roomId);
      // Each guest: `rounds` submissions and `rounds - 1` edits, every one a change of its own.
      expect(stored!.version).toBe(before + guests.length * (2 * rounds - 1));
      const events = await nodeB.repositories.rooms.events(roomId);
      expect(events.filter((event) => event.type === 'categories-submitted')).toHaveLength(
        guests.length * rounds + 0,
      );
      expect(events.map((event) => event.seq)).toEqual(events.map((_, index) => index + 1));
      for (const player of players) {
        const view = await player.stateWhere((state) => state.slots.every((slot) => slot.isReady));
        expect(view.categories.custom).toHaveLength(2 + guests.length * 2);
      }
    });
  },
);
