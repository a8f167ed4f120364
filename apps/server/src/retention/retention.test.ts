import { HISTORY_ROUTE, LOBBY_ERROR_CODES, type HistoryResponse } from '@npat/protocol';
import { expect, it } from 'vitest';
import { type TestPlayer } from '../game/testing/game-client.ts';
import { startGameFor } from '../game/testing/game-setup.ts';
import { everyoneIn, tickAt, tickInto } from '../game/testing/game-steps.ts';
import { serverPerTest } from '../game/testing/server-per-test.ts';
import { describeOnEachDatabase } from '../testing/describe-on-each-database.ts';
import { getSession, signInAsGuest, signUpAccount } from '../testing/identity-client.ts';
import { joinByCode, roomAccess } from '../testing/lobby-client.ts';
import { createRetentionSweep, GUEST_IDLE_MS, RETENTION_SWEEP } from './retention-sweep.ts';

const DAY = 24 * 60 * 60_000;
const RETENTION_MS = 7 * DAY;

describeOnEachDatabase('data retention', (startServer) => {
  const suite = serverPerTest(startServer);

  /** Plays a one-round game without answers to its end (GAME-COMPLETED closes the room). */
  const playToTheEnd = async (players: TestPlayer[], roomId: string) => {
    const { server, clock } = suite;
    for (const phase of ['ANSWERING', 'REVIEWING', 'ROUND_RESULTS', 'FINAL_RESULTS'] as const)
      await tickInto(server, clock, roomId, players, phase);
    const final = players[0]?.latestView()?.phaseEndsAt;
    if (final == null) throw new Error('FINAL_RESULTS has no deadline');
    await tickAt(server, clock, roomId, final);
    expect((await server.repositories.rooms.find(roomId))?.closedAt).not.toBeNull();
  };

  const rowCount = async (
    table: 'room_states' | 'room_events' | 'room_drafts' | 'room_members',
    roomId: string,
  ) =>
    (
      await suite.server.database.db
        .selectFrom(table)
        .select('room_id')
        .where('room_id', '=', roomId)
        .execute()
    ).length;

  const historyOf = async (cookie: string) => {
    const response = await fetch(`${suite.server.url}${HISTORY_ROUTE}`, { headers: { cookie } });
    return (await response.json()) as HistoryResponse;
  };

  it('deletes a finished room and idle guests after the retention period, keeping running rooms and history', async () => {
    const { server, clock } = suite;
    const ada = await signUpAccount(server.url);
    const idleGuest = await signInAsGuest(server.url);
    const finished = await startGameFor(server.url, { users: [ada, idleGuest] });
    suite.players.push(...finished.players);
    await playToTheEnd(finished.players, finished.roomId);
    const { joinCode } = (await server.repositories.rooms.find(finished.roomId))!;
    const [adaPlayer] = finished.players as [TestPlayer];
    // Leaving a closed room changes nothing; reading it leaves a copy in this node's room cache.
    expect((await adaPlayer.lobby('lobby:leave', { roomId: finished.roomId })).ok).toBe(true);

    // A game still running when the period is over: its room stays.
    const runningPlayers = [await signUpAccount(server.url), await signUpAccount(server.url)];
    const running = await startGameFor(server.url, { users: runningPlayers });
    suite.players.push(...running.players);
    await everyoneIn(running.players, 'ROUND_STARTING');

    // Ada comes back now and then, which keeps her session; the idle guest never does.
    clock.advance(GUEST_IDLE_MS - 10 * DAY);
    expect((await getSession(server.url, ada.cookie)).status).toBe(200);
    clock.advance(Math.max(RETENTION_MS, 10 * DAY) + DAY);
    // A game finished just now: inside the retention period.
    const recentPlayers = [await signUpAccount(server.url), await signUpAccount(server.url)];
    const recent = await startGameFor(server.url, { users: recentPlayers });
    suite.players.push(...recent.players);
    await playToTheEnd(recent.players, recent.roomId);

    // The idle guest may be gone already: sign-in housekeeping deletes guests whose session ran out.
    expect(await server.retention.sweep()).toMatchObject({ rooms: 1 });

    expect(await server.repositories.rooms.find(finished.roomId)).toBeUndefined();
    for (const table of ['room_states', 'room_events', 'room_drafts', 'room_members'] as const)
      expect(await rowCount(table, finished.roomId)).toBe(0);
    expect((await roomAccess(server.url, finished.roomId, ada.cookie)).status).toBe(404);
    expect((await joinByCode(server.url, ada.cookie, joinCode)).status).toBe(400);
    // Not the closed room's answer from a cached copy: the room is gone on this node too.
    const late = await adaPlayer.lobby('lobby:leave', { roomId: finished.roomId });
    expect(late).toMatchObject({ ok: false, error: { code: LOBBY_ERROR_CODES.roomNotFound } });

    expect(await server.repositories.rooms.find(running.roomId)).toMatchObject({ closedAt: null });
    expect(await server.repositories.rooms.find(recent.roomId)).toBeDefined();
    expect(await server.repositories.users.findById(idleGuest.user.uid)).toBeUndefined();
    expect((await getSession(server.url, idleGuest.cookie)).status).not.toBe(200);

    // Ada's history still shows the game, the deleted guest among its players by name.
    const { games } = await historyOf(ada.cookie);
    expect(games.map((game) => game.roomId)).toEqual([finished.roomId]);
    expect(games[0]?.results.players.map((player) => player.uid)).toEqual([ada.user.uid, idleGuest.user.uid]);
    expect(games[0]?.results.players[1]?.displayName).toBe(idleGuest.user.displayName);
  });

  it('sweeps on one node at a time: another node skips while the lease is held, then takes over', async () => {
    const { server, clock } = suite;
    const nodeOf = () =>
      createRetentionSweep({
        repositories: server.repositories,
        roomRetentionMs: RETENTION_MS,
        now: clock.now,
        logger: server.app.log,
      });
    const [otherNode, thirdNode] = [nodeOf(), nodeOf()];
    // A node that died mid-sweep holds the lease until it runs out; a sweep that ends gives it up.
    const { sweepLeases } = server.repositories;
    expect(await sweepLeases.take('retention', 'crashed-node', clock.now(), clock.now() + 1000)).toBe(true);
    expect(await server.retention.sweep()).toBeUndefined();
    expect(await otherNode.sweep()).toBeUndefined();
    clock.advance(1000);
    expect(await server.retention.sweep()).toEqual({ rooms: 0, guests: 0 });
    expect(await otherNode.sweep()).toEqual({ rooms: 0, guests: 0 });
    expect(await thirdNode.sweep()).toEqual({ rooms: 0, guests: 0 });
  });

  it('deletes more rooms than one batch holds in one sweep', async () => {
    const { server, clock } = suite;
    const count = RETENTION_SWEEP.roomBatch * 2 + 1;
    for (let index = 0; index < count; index += 1) {
      const id = `closed-room-${index}`;
      const time = clock.now();
      await server.repositories.rooms.create({
        id,
        joinCode: `C${String(index).padStart(5, '0')}`,
        phase: 'LOBBY',
        snapshot: '{"lobby":{}}',
        time,
        events: [],
        members: [],
      });
      const closing = { id, expectedVersion: 1, phase: 'LOBBY', snapshot: '{"lobby":{}}', closedAt: time };
      await server.repositories.rooms.update({
        ...closing,
        time,
        events: [],
        membersAdded: [],
        membersRemoved: [],
      });
    }
    clock.advance(RETENTION_MS + 1);
    expect(await server.retention.sweep()).toEqual({ rooms: count, guests: 0 });
  });
});
