import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Repositories } from '../repositories.ts';
import { useMigratedDatabase, type MigratedDatabase, type OpenEmptyDatabase } from './migrated-database.ts';
import { CONTRACT_T0, newRoom } from './new-room.ts';

const T0 = CONTRACT_T0;
const DAY = 24 * 60 * 60_000;

/** Creates a room at `openedAt` with a draft and more events, closed at `closedAt` unless null. */
async function storedRoom(
  { rooms }: Repositories,
  openedAt: number,
  closedAt: number | null,
  members?: readonly string[],
): Promise<string> {
  const room = newRoom({ time: openedAt, ...(members ? { members } : {}) });
  await rooms.create(room);
  const draft = { round: 1, uid: 'host', categoryId: 'name', text: 'Ada' };
  await rooms.saveDraft({ id: room.id, expectedVersion: 1, draft, time: openedAt + 1 });
  if (closedAt === null) return room.id;
  await rooms.update({
    id: room.id,
    expectedVersion: 2,
    phase: 'GAME-COMPLETED',
    snapshot: '{"closed":true}',
    closedAt,
    time: closedAt,
    events: [{ type: 'game-completed', payload: '{}' }],
    membersAdded: [],
    membersRemoved: [],
  });
  // The closing write folded that draft into the snapshot; one more row of each kind for the delete.
  await rooms.saveDraft({ id: room.id, expectedVersion: 3, draft, time: closedAt });
  return room.id;
}

async function rowsOf({ database }: MigratedDatabase, roomId: string) {
  const { db } = database;
  const count = async (table: 'room_drafts' | 'room_events' | 'room_members' | 'room_states') =>
    (await db.selectFrom(table).select('room_id').where('room_id', '=', roomId).execute()).length;
  return {
    room: (await db.selectFrom('rooms').select('id').where('id', '=', roomId).execute()).length,
    states: await count('room_states'),
    events: await count('room_events'),
    members: await count('room_members'),
    drafts: await count('room_drafts'),
  };
}

const NONE = { room: 0, states: 0, events: 0, members: 0, drafts: 0 };

/** The contract of the retention sweep's deletes and of the sweep leases. */
export function describeRetentionContract(openEmpty: OpenEmptyDatabase): void {
  describe('retention: closed rooms', () => {
    const use = useMigratedDatabase(openEmpty);

    it('deletes a room closed before the cutoff with its snapshot, drafts, events and members', async () => {
      const { repositories } = use();
      const old = await storedRoom(repositories, T0, T0 + 1000);
      const draftOnly = await storedRoom(repositories, T0 + 2000, null);
      // An open room with a draft must keep it: only the draft of closed rooms may go.
      expect(await rowsOf(use(), draftOnly)).toEqual({
        ...NONE,
        room: 1,
        states: 1,
        events: 1,
        members: 1,
        drafts: 1,
      });

      expect(await rowsOf(use(), old)).toEqual({ room: 1, states: 1, events: 2, members: 1, drafts: 1 });

      expect(await repositories.retention.deleteClosedRooms(T0 + DAY, 100)).toEqual([old]);
      expect(await rowsOf(use(), old)).toEqual(NONE);
      expect(await repositories.rooms.find(old)).toBeUndefined();
      expect(await rowsOf(use(), draftOnly)).toMatchObject({ room: 1, drafts: 1 });
    });

    it('keeps open rooms, however old, and rooms closed or active since the cutoff', async () => {
      const { repositories } = use();
      const cutoff = T0 + 10 * DAY;
      const openOld = await storedRoom(repositories, T0, null);
      const closedRecently = await storedRoom(repositories, T0, cutoff + 1);
      const closedAtCutoff = await storedRoom(repositories, T0, cutoff);
      const touchedSince = await storedRoom(repositories, T0, cutoff - 1);
      await repositories.rooms.touch(touchedSince, cutoff);

      expect(await repositories.retention.deleteClosedRooms(cutoff, 100)).toEqual([]);
      for (const id of [openOld, closedRecently, closedAtCutoff, touchedSince])
        expect((await rowsOf(use(), id)).room).toBe(1);
    });

    it('deletes at most `limit` rooms per call, the longest closed first', async () => {
      const { repositories } = use();
      const base = T0 - 20 * DAY; // before what the other tests leave behind
      const third = await storedRoom(repositories, base, base + 3);
      const first = await storedRoom(repositories, base, base + 1);
      const second = await storedRoom(repositories, base, base + 2);

      const cutoff = base + DAY;
      expect(await repositories.retention.deleteClosedRooms(cutoff, 2)).toEqual([first, second]);
      expect(await repositories.retention.deleteClosedRooms(cutoff, 2)).toEqual([third]);
      expect(await repositories.retention.deleteClosedRooms(cutoff, 2)).toEqual([]);
    });
  });

  describe('retention: game results of deleted rooms', () => {
    const time = T0;
    const use = useMigratedDatabase(openEmpty, () => time);
    const name = (prefix: string) => `${prefix}-${randomBytes(4).toString('hex')}`;

    it("keeps a result in every account's history, drops guests' rows and results no account played", async () => {
      const { repositories } = use();
      const { users, gameResults, retention } = repositories;
      const ada = await users.create({
        email: `${name('ada')}@example.com`,
        displayName: name('Ada'),
        isAnonymous: false,
      });
      const guest = await users.create({ displayName: name('Guest'), isAnonymous: true });
      const gone = await users.create({ displayName: name('Gone'), isAnonymous: true });
      await users.delete(gone.id);

      const mixed = await storedRoom(repositories, T0, T0 + 100, [ada.id, guest.id]);
      const guestsOnly = await storedRoom(repositories, T0, T0 + 100, [guest.id, gone.id]);
      const results = (roomId: string) => JSON.stringify({ roomId, players: ['Ada', 'Guest', 'Gone'] });
      await gameResults.save({
        roomId: mixed,
        finishedAt: T0 + 50,
        results: results(mixed),
        uids: [ada.id, guest.id, gone.id],
      });
      await gameResults.save({
        roomId: guestsOnly,
        finishedAt: T0 + 60,
        results: results(guestsOnly),
        uids: [guest.id, gone.id],
      });

      expect((await retention.deleteClosedRooms(T0 + DAY, 100)).sort()).toEqual([mixed, guestsOnly].sort());
      expect(await gameResults.listForUser(ada.id, 10)).toEqual([
        { roomId: mixed, finishedAt: T0 + 50, results: results(mixed) },
      ]);
      expect(await gameResults.listForUser(guest.id, 10)).toEqual([]);
      expect(await gameResults.find(guestsOnly)).toBeUndefined();
      const players = await use()
        .database.db.selectFrom('game_result_players')
        .select('uid')
        .where('room_id', 'in', [mixed, guestsOnly])
        .execute();
      expect(players).toEqual([{ uid: ada.id }]);
    });
  });

  describe('retention: idle guests', () => {
    let time = T0;
    const use = useMigratedDatabase(openEmpty, () => time);
    const guest = () =>
      use().repositories.users.create({
        displayName: `g-${randomBytes(4).toString('hex')}`,
        isAnonymous: true,
      });
    const session = (userId: string, lastSeenAt: number) =>
      use().repositories.sessions.create({
        tokenHash: randomBytes(16).toString('hex'),
        userId,
        createdAt: lastSeenAt,
        expiresAt: lastSeenAt + 30 * DAY,
        lastSeenAt,
      });

    it('deletes guests not seen since the cutoff and keeps accounts, recent guests and seated players', async () => {
      const { users, retention } = use().repositories;
      time = T0;
      const noSession = await guest();
      const seenLongAgo = await guest();
      await session(seenLongAgo.id, T0);
      const seenLately = await guest();
      await session(seenLately.id, T0 + 40 * DAY);
      const seated = await guest();
      await storedRoom(use().repositories, T0, null, [seated.id]);
      const seatedInClosedRoom = await guest();
      await storedRoom(use().repositories, T0, T0 + 1, [seatedInClosedRoom.id]);
      const account = await users.create({
        email: `idle-${randomBytes(4).toString('hex')}@example.com`,
        displayName: `a-${randomBytes(4).toString('hex')}`,
        isAnonymous: false,
      });
      time = T0 + 35 * DAY;
      const young = await guest();

      expect(await retention.deleteIdleGuests(T0 + 30 * DAY, 100)).toBe(3);
      for (const user of [noSession, seenLongAgo, seatedInClosedRoom])
        expect(await users.findById(user.id)).toBeUndefined();
      for (const user of [seenLately, seated, account, young])
        expect(await users.findById(user.id)).toBeDefined();
      const sessions = await use()
        .database.db.selectFrom('sessions')
        .select('user_id')
        .where('user_id', '=', seenLongAgo.id)
        .execute();
      expect(sessions).toEqual([]);
      expect(await retention.deleteIdleGuests(T0 + 30 * DAY, 100)).toBe(0);
    });

    it('deletes at most `limit` guests per call', async () => {
      const { retention } = use().repositories;
      // Before every guest the other tests leave behind.
      time = T0 - 10 * DAY;
      for (let index = 0; index < 3; index += 1) await guest();
      const cutoff = T0 - 9 * DAY;
      expect(await retention.deleteIdleGuests(cutoff, 2)).toBe(2);
      expect(await retention.deleteIdleGuests(cutoff, 2)).toBe(1);
    });
  });

  describe('sweep leases', () => {
    const use = useMigratedDatabase(openEmpty);

    it('lets exactly one of two nodes taking the lease at once have it', async () => {
      const { sweepLeases } = use().repositories;
      const taken = await Promise.all(
        ['node-a', 'node-b'].map((holder) => sweepLeases.take('race', holder, T0, T0 + 60_000)),
      );
      expect(taken.filter(Boolean)).toHaveLength(1);
    });

    it('refuses the lease to another node until it runs out, and lets its holder extend it', async () => {
      const { sweepLeases } = use().repositories;
      expect(await sweepLeases.take('job', 'node-a', T0, T0 + 60_000)).toBe(true);
      expect(await sweepLeases.take('job', 'node-b', T0 + 59_999, T0 + 120_000)).toBe(false);
      expect(await sweepLeases.take('job', 'node-a', T0 + 30_000, T0 + 90_000)).toBe(true);
      expect(await sweepLeases.take('job', 'node-b', T0 + 60_000, T0 + 120_000)).toBe(false);
      expect(await sweepLeases.take('job', 'node-b', T0 + 90_000, T0 + 150_000)).toBe(true);
      expect(await sweepLeases.take('job', 'node-a', T0 + 100_000, T0 + 160_000)).toBe(false);
      expect(await sweepLeases.take('other-job', 'node-a', T0 + 100_000, T0 + 160_000)).toBe(true);
    });

    it('lets another node take a released lease at once; only the holder can release it', async () => {
      const { sweepLeases } = use().repositories;
      expect(await sweepLeases.take('released', 'node-a', T0, T0 + 60_000)).toBe(true);
      await sweepLeases.release('released', 'node-b');
      expect(await sweepLeases.take('released', 'node-b', T0 + 1, T0 + 60_000)).toBe(false);
      await sweepLeases.release('released', 'node-a');
      expect(await sweepLeases.take('released', 'node-b', T0 + 1, T0 + 60_000)).toBe(true);
    });
  });
}
