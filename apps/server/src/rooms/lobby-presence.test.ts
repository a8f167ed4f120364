import { AUTH_ROUTES, type LobbyView } from '@npat/protocol';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { describeOnEachDatabase } from '../testing/describe-on-each-database.ts';
import { sendJson, signInAsGuest } from '../testing/identity-client.ts';
import { createLobbyKit, joinByCode, roomAccess } from '../testing/lobby-client.ts';
import { createTestClock } from '../testing/test-clock.ts';
import type { TestServer } from '../testing/test-server.ts';
import { lobbySuite } from '../testing/lobby-suite.ts';
import { roomChannel } from '../room-pipeline/room-channel.ts';
import { decodeSnapshot, encodeSnapshot } from '../room-pipeline/room-snapshot.ts';
import { ROOM_SWEEPS } from '../room-pipeline/room-sweeps.ts';

const awayOf = (view: LobbyView, uid: string) => view.slots.find((slot) => slot.uid === uid)?.isAway;

describeOnEachDatabase('presence, sign-out and idle rooms', (startServer) => {
  const suite = lobbySuite(startServer);
  const { kit } = suite;

  /** Resolves once the server has seen `count` sockets in the room and finished what that changed. */
  const settledWith = async (target: TestServer, roomId: string, count: number) => {
    await vi.waitFor(async () => {
      expect(await target.io.in(roomChannel(roomId)).fetchSockets()).toHaveLength(count);
    });
    await target.rooms.service.idle();
  };

  it('shows a player whose connection dropped as away, and back when they return', async () => {
    const { roomId, host, guests } = await kit.lobby(2);
    const guest = guests[0]!;
    guest.socket.io.engine.close(); // the network goes, without a goodbye
    await host.stateWhere((view) => awayOf(view, guest.user.uid) === true);

    const back = await kit.player(guest);
    const view = await kit.join(back, roomId);
    expect(view.slots.map((slot) => [slot.slotNr, slot.isAway])).toEqual([
      [1, false],
      [2, false],
    ]);
    await host.stateWhere((state) => awayOf(state, guest.user.uid) === false);
  });

  it('keeps a player present while another tab of theirs is still in the room', async () => {
    const { roomId, guests } = await kit.lobby(2);
    const guest = guests[0]!;
    const secondTab = await kit.player(guest);
    await kit.join(secondTab, roomId);
    guest.socket.disconnect();
    await settledWith(suite.server, roomId, 2);

    const stored = decodeSnapshot((await suite.server.repositories.rooms.find(roomId))!.snapshot);
    expect(stored.lobby.slots.find((slot) => slot.uid === guest.user.uid)?.isAway).toBe(false);
  });

  it('takes a guest who signs out out of their rooms first, handing the host over', async () => {
    const { roomId, host, guests } = await kit.lobby(3);
    const response = await sendJson(`${suite.server.url}${AUTH_ROUTES.signOut}`, 'POST', undefined, {
      cookie: host.cookie,
    });
    expect(response.status).toBe(204);
    const seen = await guests[0]!.stateWhere((view) => view.slots.length === 2);
    expect(seen.slots.map(({ slotNr, isHost }) => ({ slotNr, isHost }))).toEqual([
      { slotNr: 2, isHost: true },
      { slotNr: 3, isHost: false },
    ]);
    expect(await suite.server.repositories.rooms.openRoomsOf(host.user.uid)).toEqual([]);
    const events = await suite.server.repositories.rooms.events(roomId);
    expect(events.slice(-2).map((event) => event.type)).toEqual(['player-left', 'host-changed']);
  });

  it('marks away, after a restart, the players whose connection vanished without a word', async () => {
    const { roomId, host, guests } = await kit.lobby(2);
    const guest = guests[0]!;
    guest.socket.disconnect();
    await host.stateWhere((view) => awayOf(view, guest.user.uid) === true);

    // As a node that crashed leaves it: the player still stored as present, with nobody to tell.
    const record = (await suite.server.repositories.rooms.find(roomId))!;
    const snapshot = decodeSnapshot(record.snapshot);
    const present = snapshot.lobby.slots.map((slot) => ({ ...slot, isAway: false }));
    const stale = { ...snapshot, lobby: { ...snapshot.lobby, slots: present } };
    await suite.server.repositories.rooms.update({
      id: roomId,
      expectedVersion: record.version,
      phase: record.phase,
      snapshot: encodeSnapshot(stale),
      closedAt: null,
      time: Date.now(),
      events: [],
      membersAdded: [],
      membersRemoved: [],
    });

    await suite.server.rooms.sweeps.sweep({ reconcilePresence: true });
    const seen = await host.stateWhere((view) => awayOf(view, guest.user.uid) === true);
    expect(awayOf(seen, host.user.uid)).toBe(false);
  });

  describe('the idle sweep', () => {
    const clock = createTestClock();
    let clocked: TestServer;
    const clockedKit = createLobbyKit(() => clocked.url);
    beforeAll(async () => {
      clocked = await startServer({ now: clock.now });
    });
    afterEach(() => clockedKit.closeAll());
    afterAll(() => clocked?.close());

    const phaseOf = async (roomId: string) =>
      ((await (await roomAccess(clocked.url, roomId)).json()) as LobbyView).phase;

    it('closes a room nobody has been connected to for 30 minutes, and frees its code', async () => {
      const { roomId, joinCode, everyone } = await clockedKit.lobby(2);
      for (const client of everyone) client.socket.disconnect();
      await settledWith(clocked, roomId, 0);

      clock.advance(ROOM_SWEEPS.idleMs - 60_000);
      await clocked.rooms.sweeps.sweep();
      expect(await phaseOf(roomId)).toBe('LOBBY');

      clock.advance(2 * 60_000);
      expect(await clocked.rooms.sweeps.sweep()).toBeGreaterThanOrEqual(1);
      expect(await phaseOf(roomId)).toBe('GAME-COMPLETED');
      const visitor = await signInAsGuest(clocked.url);
      expect((await joinByCode(clocked.url, visitor.cookie, joinCode)).status).toBe(400);
    });

    it('keeps a quiet room open while someone is connected to it', async () => {
      const { roomId, guests } = await clockedKit.lobby(2);
      guests[0]!.socket.disconnect();
      await settledWith(clocked, roomId, 1);

      clock.advance(ROOM_SWEEPS.idleMs + 60_000);
      await clocked.rooms.sweeps.sweep();
      expect(await phaseOf(roomId)).toBe('LOBBY');
      // Marked active, so the next sweeps pass it over until it has been quiet for another while.
      expect(await clocked.repositories.rooms.findIdleSince(clock.now() - 1, 100)).not.toContain(roomId);
    });
  });
});
