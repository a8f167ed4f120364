import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { JoinCodeTakenError, type DraftUpdate, type NewRoom, type RoomUpdate } from '../rooms-repository.ts';
import { useMigratedDatabase, type OpenEmptyDatabase } from './migrated-database.ts';
import { CONTRACT_T0, newRoom } from './new-room.ts';

const T0 = CONTRACT_T0;

function nextVersion(room: NewRoom, overrides: Partial<RoomUpdate> = {}): RoomUpdate {
  return {
    id: room.id,
    expectedVersion: 1,
    phase: 'LOBBY',
    snapshot: '{"next":true}',
    closedAt: null,
    time: T0 + 1000,
    events: [],
    membersAdded: [],
    membersRemoved: [],
    ...overrides,
  };
}

function draftAt(
  room: NewRoom,
  expectedVersion: number,
  uid: string,
  text: string,
  categoryId = 'name',
): DraftUpdate {
  return {
    id: room.id,
    expectedVersion,
    draft: { round: 1, uid, categoryId, text },
    time: T0 + expectedVersion,
  };
}

/** The rooms repository's contract: unique open join codes, optimistic versions, ordered events, members. */
export function describeRoomsContract(openEmpty: OpenEmptyDatabase): void {
  describe('rooms repository', () => {
    const use = useMigratedDatabase(openEmpty);

    it('creates a room at version 1 and reads it back by id and by join code', async () => {
      const { rooms } = use().repositories;
      const room = newRoom();
      await rooms.create(room);
      const expected = {
        id: room.id,
        joinCode: room.joinCode,
        phase: 'LOBBY',
        snapshot: room.snapshot,
        drafts: [],
        version: 1,
        createdAt: T0,
        updatedAt: T0,
        lastActiveAt: T0,
        closedAt: null,
        deadlineAt: null,
      };
      expect(await rooms.find(room.id)).toEqual(expected);
      expect(await rooms.findOpenByJoinCode(room.joinCode)).toEqual(expected);
      expect(await rooms.find('no-such-room')).toBeUndefined();
      expect(await rooms.events(room.id)).toEqual([
        { roomId: room.id, seq: 1, type: 'room-created', payload: room.events[0]?.payload, at: T0 },
      ]);
    });

    it('refuses a join code an open room holds, and lets it be used again once that room closed', async () => {
      const { rooms } = use().repositories;
      const first = newRoom();
      await rooms.create(first);
      const clash = newRoom({ joinCode: first.joinCode });
      await expect(rooms.create(clash)).rejects.toEqual(new JoinCodeTakenError(first.joinCode));
      expect(await rooms.find(clash.id)).toBeUndefined();

      const closing = nextVersion(first, {
        phase: 'GAME-COMPLETED',
        closedAt: T0 + 1000,
        membersRemoved: ['host'],
      });
      expect(await rooms.update(closing)).toBe(true);
      expect(await rooms.findOpenByJoinCode(first.joinCode)).toBeUndefined();
      await rooms.create(clash);
      expect((await rooms.findOpenByJoinCode(first.joinCode))?.id).toBe(clash.id);
    });

    it('lets exactly one of many concurrent rooms take the same join code', async () => {
      const { rooms } = use().repositories;
      const joinCode = 'RACE42';
      const attempts = await Promise.allSettled(
        Array.from({ length: 6 }, () => rooms.create(newRoom({ joinCode }))),
      );
      expect(attempts.filter((attempt) => attempt.status === 'fulfilled')).toHaveLength(1);
      for (const attempt of attempts.filter((attempt) => attempt.status === 'rejected')) {
        expect(attempt.reason).toEqual(new JoinCodeTakenError(joinCode));
      }
    });

    it('writes the next version and refuses a write based on a stale version, changing nothing', async () => {
      const { rooms } = use().repositories;
      const room = newRoom();
      await rooms.create(room);
      expect(await rooms.update(nextVersion(room, { snapshot: '{"v":2}' }))).toBe(true);
      expect(
        await rooms.update(
          nextVersion(room, { snapshot: '{"stale":true}', events: [{ type: 'x', payload: '{}' }] }),
        ),
      ).toBe(false);

      expect(await rooms.versionOf(room.id)).toBe(2);
      expect(await rooms.versionOf('no-such-room')).toBeUndefined();
      const stored = await rooms.find(room.id);
      expect(stored).toMatchObject({
        version: 2,
        snapshot: '{"v":2}',
        updatedAt: T0 + 1000,
        lastActiveAt: T0 + 1000,
      });
      expect(await rooms.events(room.id)).toHaveLength(1);
    });

    it('lets exactly one of many concurrent writers of the same version through', async () => {
      const { rooms } = use().repositories;
      const room = newRoom();
      await rooms.create(room);
      const results = await Promise.all(
        Array.from({ length: 8 }, (_, index) =>
          rooms.update(
            nextVersion(room, {
              snapshot: `{"writer":${index}}`,
              events: [{ type: 'written', payload: `{"writer":${index}}` }],
            }),
          ),
        ),
      );
      expect(results.filter(Boolean)).toHaveLength(1);
      const winner = results.indexOf(true);
      expect((await rooms.find(room.id))?.snapshot).toBe(`{"writer":${winner}}`);
      expect((await rooms.events(room.id)).map((event) => event.payload)).toEqual([
        room.events[0]?.payload,
        `{"writer":${winner}}`,
      ]);
    });

    it('keeps drafts beside the snapshot, the last per player and category in save order, until the next snapshot', async () => {
      const { rooms } = use().repositories;
      const room = newRoom();
      await rooms.create(room);
      expect(await rooms.saveDraft(draftAt(room, 1, 'ana', 'An'))).toBe(true);
      expect(await rooms.saveDraft(draftAt(room, 2, 'ben', 'Bo', 'place'))).toBe(true);
      expect(await rooms.saveDraft(draftAt(room, 3, 'ana', 'Anna'))).toBe(true);
      expect(await rooms.saveDraft(draftAt(room, 4, 'ben', '', 'place'))).toBe(true);

      const stored = await rooms.find(room.id);
      expect(stored).toMatchObject({
        version: 5,
        snapshot: room.snapshot,
        updatedAt: T0 + 4,
        lastActiveAt: T0 + 4,
      });
      expect(stored?.drafts).toEqual([
        { round: 1, uid: 'ana', categoryId: 'name', text: 'Anna' },
        { round: 1, uid: 'ben', categoryId: 'place', text: '' },
      ]);
      expect((await rooms.findOpenByJoinCode(room.joinCode))?.drafts).toEqual(stored?.drafts);
      expect(await rooms.events(room.id)).toHaveLength(1);

      expect(await rooms.update(nextVersion(room, { expectedVersion: 5, snapshot: '{"folded":true}' }))).toBe(
        true,
      );
      expect(await rooms.find(room.id)).toMatchObject({
        version: 6,
        snapshot: '{"folded":true}',
        drafts: [],
      });
    });

    it('refuses a draft based on a stale version, and lets one of many concurrent drafts and writes through', async () => {
      const { rooms } = use().repositories;
      const room = newRoom();
      await rooms.create(room);
      expect(await rooms.saveDraft(draftAt(room, 1, 'ana', 'An'))).toBe(true);
      expect(await rooms.saveDraft(draftAt(room, 1, 'ana', 'Stale'))).toBe(false);
      expect(await rooms.find(room.id)).toMatchObject({
        version: 2,
        drafts: [{ round: 1, uid: 'ana', categoryId: 'name', text: 'An' }],
      });

      const writes = Array.from({ length: 8 }, (_, index) =>
        index % 2 === 0
          ? rooms.saveDraft(draftAt(room, 2, `writer${index}`, 'Text'))
          : rooms.update(nextVersion(room, { expectedVersion: 2, snapshot: `{"writer":${index}}` })),
      );
      const results = await Promise.all(writes);
      expect(results.filter(Boolean)).toHaveLength(1);
      const winner = results.indexOf(true);
      const stored = await rooms.find(room.id);
      expect(stored?.version).toBe(3);
      if (winner % 2 === 0) {
        expect(stored?.snapshot).toBe(room.snapshot);
        expect(stored?.drafts.map((draft) => draft.uid)).toEqual(['ana', `writer${winner}`]);
      } else {
        expect(stored).toMatchObject({ snapshot: `{"writer":${winner}}`, drafts: [] });
      }
    });

    it('commits drafts of many rooms sent together, each with its own version check and fate', async () => {
      const { rooms } = use().repositories;
      const together = Array.from({ length: 5 }, () => newRoom());
      for (const room of together) await rooms.create(room);
      const [fresh, stale, refused, ...others] = together as [NewRoom, NewRoom, NewRoom, ...NewRoom[]];
      // A draft the database refuses (NOT NULL), as a corrupt write would be: it must fail alone.
      const broken = {
        ...draftAt(refused, 1, 'cy', 'x'),
        draft: { ...draftAt(refused, 1, 'cy', 'x').draft },
      };
      Object.assign(broken.draft, { text: null });
      const outcomes = await Promise.allSettled([
        rooms.saveDraft(draftAt(fresh, 1, 'ana', 'Anna')),
        rooms.saveDraft(draftAt(stale, 7, 'ben', 'Stale')),
        rooms.saveDraft(broken),
        ...others.map((room) => rooms.saveDraft(draftAt(room, 1, 'dee', 'Dora'))),
      ]);
      expect(outcomes.map((outcome) => (outcome.status === 'fulfilled' ? outcome.value : 'threw'))).toEqual([
        true,
        false,
        'threw',
        ...others.map(() => true),
      ]);
      expect(await rooms.find(fresh.id)).toMatchObject({
        version: 2,
        drafts: [{ uid: 'ana', text: 'Anna' }],
      });
      for (const room of [stale, refused])
        expect(await rooms.find(room.id)).toMatchObject({ version: 1, drafts: [] });
      for (const room of others) expect((await rooms.find(room.id))?.drafts).toHaveLength(1);
    });

    it('appends the events of successive versions in order, numbered from 1', async () => {
      const { rooms } = use().repositories;
      const room = newRoom();
      await rooms.create(room);
      const event = (type: string) => ({ type, payload: JSON.stringify({ type }) });
      await rooms.update(nextVersion(room, { events: [event('a'), event('b')] }));
      await rooms.update(nextVersion(room, { expectedVersion: 2, events: [] }));
      await rooms.update(nextVersion(room, { expectedVersion: 3, events: [event('c')] }));
      const events = await rooms.events(room.id);
      expect(events.map(({ seq, type }) => ({ seq, type }))).toEqual([
        { seq: 1, type: 'room-created' },
        { seq: 2, type: 'a' },
        { seq: 3, type: 'b' },
        { seq: 4, type: 'c' },
      ]);
      expect((await rooms.find(room.id))?.version).toBe(4);
    });

    it('keeps the members with the snapshot and lists the open rooms a user sits in', async () => {
      const { rooms } = use().repositories;
      const uid = `member-${randomBytes(4).toString('hex')}`;
      const [open, closing, other] = [
        newRoom({ members: [uid] }),
        newRoom({ members: [uid, 'x'] }),
        newRoom(),
      ];
      for (const room of [open, closing, other]) await rooms.create(room);
      expect(await rooms.openRoomsOf(uid)).toEqual([open.id, closing.id].sort());

      await rooms.update(nextVersion(closing, { closedAt: T0 + 1000, phase: 'GAME-COMPLETED' }));
      await rooms.update(nextVersion(other, { membersAdded: [uid] }));
      await rooms.update(nextVersion(open, { membersRemoved: [uid], membersAdded: ['someone-else'] }));
      expect(await rooms.openRoomsOf(uid)).toEqual([other.id]);
      expect(await rooms.openRoomsOf('someone-else')).toEqual([open.id]);
    });

    it('finds open rooms idle since a time, oldest first, and forgets them once touched or closed', async () => {
      const { rooms } = use().repositories;
      const base = T0 - 10_000_000;
      const [oldest, old, closed, recent] = [0, 1, 2, 3].map((index) => newRoom({ time: base + index }));
      for (const room of [oldest, old, closed, recent]) await rooms.create(room!);
      await rooms.update(nextVersion(closed!, { time: base + 2, closedAt: base + 2 }));
      await rooms.touch(recent!.id, T0);

      const idle = await rooms.findIdleSince(base + 100, 10);
      expect(idle).toEqual([oldest!.id, old!.id]);
      expect(await rooms.findIdleSince(base + 100, 1)).toEqual([oldest!.id]);
      await rooms.touch(oldest!.id, T0);
      expect(await rooms.findIdleSince(base + 100, 10)).toEqual([old!.id]);
    });

    it("keeps each write's deadline and lists the open rooms that have one, the due ones alone if asked", async () => {
      const { rooms } = use().repositories;
      const [soon, later, none, closed] = [0, 1, 2, 3].map(() => newRoom());
      for (const room of [soon, later, none, closed]) await rooms.create(room!);
      await rooms.update(nextVersion(soon!, { deadlineAt: T0 + 5_000 }));
      await rooms.update(nextVersion(later!, { deadlineAt: T0 + 60_000 }));
      await rooms.update(nextVersion(none!, { deadlineAt: null }));
      await rooms.update(nextVersion(closed!, { deadlineAt: T0, closedAt: T0 + 1000 }));
      expect((await rooms.find(soon!.id))?.deadlineAt).toBe(T0 + 5_000);
      expect((await rooms.find(none!.id))?.deadlineAt).toBeNull();

      const all: { id: string; deadlineAt: number }[] = [];
      for (let afterId = ''; ;) {
        const page = await rooms.listDeadlines(afterId, 1);
        all.push(...page);
        if (page.length < 1) break;
        afterId = page[page.length - 1]!.id;
      }
      const expected = [
        { id: soon!.id, deadlineAt: T0 + 5_000 },
        { id: later!.id, deadlineAt: T0 + 60_000 },
      ].sort((a, b) => (a.id < b.id ? -1 : 1));
      expect(all).toEqual(expected);
      expect(await rooms.listDeadlines('', 10, T0 + 10_000)).toEqual([
        { id: soon!.id, deadlineAt: T0 + 5_000 },
      ]);
      expect(await rooms.listDeadlines('', 10, T0 + 5_000)).toEqual([]);
    });

    it('pages through the open rooms in id order', async () => {
      const { rooms } = use().repositories;
      const all: string[] = [];
      for (let afterId = ''; ;) {
        const page = await rooms.listOpen(afterId, 2);
        all.push(...page);
        if (page.length < 2) break;
        afterId = page[page.length - 1]!;
      }
      expect(all).toEqual([...all].sort());
      expect(new Set(all).size).toBe(all.length);
      for (const id of all) expect((await rooms.find(id))?.closedAt).toBeNull();
      expect(all.length).toBeGreaterThan(0);
    });
  });
}
