import type { Kysely } from 'kysely';
import { transactionRunner } from './in-transaction.ts';
import { isPostgres, saveDraftInOneStatement, updateRoomInOneStatement } from './postgres-room-writes.ts';
import type { Database } from './schema.ts';
import { readRoom } from './room-reads.ts';
import { inOneTransaction } from './room-write-groups.ts';
import { violatedUniqueColumn } from './unique-violation.ts';

/** An answer saved as a draft: a room's version may be its last snapshot plus such drafts. */
export interface RoomDraft {
  readonly round: number;
  readonly uid: string;
  readonly categoryId: string;
  /** As saved; '' when the player cleared the answer. */
  readonly text: string;
}

/**
 * A stored room. The snapshot stays JSON text here; the rooms module owns its shape. The room at
 * `version` is the snapshot with `drafts` saved into it, in order.
 */
export interface RoomRecord {
  readonly id: string;
  readonly joinCode: string;
  readonly phase: string;
  readonly snapshot: string;
  /** Drafts saved since the snapshot was written: the last per player and category, oldest first. */
  readonly drafts: readonly RoomDraft[];
  readonly version: number;
  readonly createdAt: number;
  readonly updatedAt: number;
  readonly lastActiveAt: number;
  readonly closedAt: number | null;
  /** The running game's next deadline; null without a game or once it is over. */
  readonly deadlineAt: number | null;
}

/** A room whose game has a deadline, as the deadline sweeps list them. */
export interface RoomDeadline {
  readonly id: string;
  readonly deadlineAt: number;
}

/** One event of a room as written; `payload` is JSON text. */
export interface RoomEventInput {
  readonly type: string;
  readonly payload: string;
}

export interface RoomEventRecord extends RoomEventInput {
  readonly roomId: string;
  readonly seq: number;
  readonly at: number;
}

/** A room to insert at version 1, with its first events and members. */
export interface NewRoom {
  readonly id: string;
  readonly joinCode: string;
  readonly phase: string;
  readonly snapshot: string;
  readonly time: number;
  readonly events: readonly RoomEventInput[];
  readonly members: readonly string[];
}

/** The next version of a room, written only if the stored version is still `expectedVersion`. */
export interface RoomUpdate {
  readonly id: string;
  readonly expectedVersion: number;
  readonly phase: string;
  readonly snapshot: string;
  readonly closedAt: number | null;
  /** The game's next deadline after this write; none (null) when left out. */
  readonly deadlineAt?: number | null;
  readonly time: number;
  readonly events: readonly RoomEventInput[];
  readonly membersAdded: readonly string[];
  readonly membersRemoved: readonly string[];
}

/** The next version of a room that only saved one draft, written only if the stored version is still `expectedVersion`. */
export interface DraftUpdate {
  readonly id: string;
  readonly expectedVersion: number;
  readonly draft: RoomDraft;
  readonly time: number;
}

/** Thrown by `create` when an open room already has the join code; draw another one. */
export class JoinCodeTakenError extends Error {
  constructor(readonly joinCode: string) {
    super(`join code ${joinCode} is taken by an open room`);
    this.name = 'JoinCodeTakenError';
  }
}

/**
 * Rooms with their event log and members. Every write is one transaction (its own, or the caller's
 * when called on the repositories of `transaction()`): snapshot, events and members commit together.
 */
export interface RoomsRepository {
  /** @throws {JoinCodeTakenError} when an open room has the join code */
  create(room: NewRoom): Promise<void>;
  find(id: string): Promise<RoomRecord | undefined>;
  /** The stored version alone (no snapshot to read or parse): to tell whether a copy is still current. */
  versionOf(id: string): Promise<number | undefined>;
  /** The open room with this join code (upper-case, as stored). */
  findOpenByJoinCode(joinCode: string): Promise<RoomRecord | undefined>;
  /**
   * Writes the next version, appends the events after the last one and updates the members. False,
   * with nothing written, when another write came first (the stored version moved on).
   */
  update(change: RoomUpdate): Promise<boolean>;
  /**
   * Writes the next version as one draft beside the snapshot (which stays as it is). False, with
   * nothing written, when another write came first. The next `update` folds drafts into its snapshot.
   */
  saveDraft(change: DraftUpdate): Promise<boolean>;
  /** Every event of the room, in order. */
  events(roomId: string): Promise<RoomEventRecord[]>;
  /** Ids of the open rooms in which `uid` holds a slot. */
  openRoomsOf(uid: string): Promise<string[]>;
  /** Ids of open rooms with no activity since `time`, least recently active first. */
  findIdleSince(time: number, limit: number): Promise<string[]>;
  /** Ids of open rooms in id order, after `afterId`: for paging through all of them. */
  listOpen(afterId: string, limit: number): Promise<string[]>;
  /**
   * Open rooms with a deadline, in id order after `afterId`: for paging through them. With `dueBefore`,
   * only deadlines earlier than it.
   */
  listDeadlines(afterId: string, limit: number, dueBefore?: number): Promise<RoomDeadline[]>;
  /** Marks the room active at `time` without a new version (someone is connected). */
  touch(id: string, time: number): Promise<void>;
}

type Db = Kysely<Database>;

/**
 * The writes that skip Kysely when the database is SQLite (sqlite-writes.ts), each answering false when
 * the stored version moved on.
 */
export interface SqliteWriters {
  readonly writeDraft: (change: DraftUpdate) => Promise<boolean>;
  readonly writeRoom: (change: RoomUpdate) => Promise<boolean>;
}

/** The RoomsRepository over the rooms, room_states, room_drafts, room_events and room_members tables. */
export function createRoomsRepository(db: Db, sqlite?: SqliteWriters): RoomsRepository {
  const inTransaction = transactionRunner(db);
  // Outside a caller's transaction, writes that arrive together share one (group-commit.ts).
  let writeDraft = sqlite?.writeDraft;
  let updateTogether = sqlite?.writeRoom;

  return {
    async create(room) {
      try {
        await inTransaction(async (trx) => {
          await trx
            .insertInto('rooms')
            .values({
              id: room.id,
              join_code: room.joinCode,
              phase: room.phase,
              version: 1,
              created_at: room.time,
              updated_at: room.time,
              last_active_at: room.time,
              closed_at: null,
            })
            .execute();
          await trx.insertInto('room_states').values({ room_id: room.id, state: room.snapshot }).execute();
          await appendEvents(trx, room.id, room.events, room.time);
          await addMembers(trx, room.id, room.members);
        });
      } catch (error) {
        if (violatedUniqueColumn(error, 'rooms') === 'join_code') throw new JoinCodeTakenError(room.joinCode);
        throw error;
      }
    },

    find: (id) => readRoom(db, id),

    async versionOf(id) {
      const row = await db.selectFrom('rooms').select('version').where('id', '=', id).executeTakeFirst();
      return row && Number(row.version);
    },

    async findOpenByJoinCode(joinCode) {
      const row = await db
        .selectFrom('rooms')
        .select('id')
        .where('join_code', '=', joinCode)
        .where('closed_at', 'is', null)
        .executeTakeFirst();
      return row && readRoom(db, row.id);
    },

    update(change) {
      if (db.isTransaction) return updateIn(db, change);
      updateTogether ??= isPostgres(db)
        ? inOneTransaction(db, updateRoomInOneStatement, { oneStatement: true })
        : inOneTransaction(db, updateIn);
      return updateTogether(change);
    },

    saveDraft(change) {
      if (db.isTransaction) return saveDraftIn(db, change);
      writeDraft ??= isPostgres(db)
        ? inOneTransaction(db, saveDraftInOneStatement, { oneStatement: true })
        : inOneTransaction(db, saveDraftIn);
      return writeDraft(change);
    },

    async events(roomId) {
      const rows = await db
        .selectFrom('room_events')
        .selectAll()
        .where('room_id', '=', roomId)
        .orderBy('seq')
        .execute();
      return rows.map((row) => ({
        roomId: row.room_id,
        seq: Number(row.seq),
        type: row.type,
        payload: row.payload,
        at: row.at,
      }));
    },

    async openRoomsOf(uid) {
      const rows = await db
        .selectFrom('room_members')
        .innerJoin('rooms', 'rooms.id', 'room_members.room_id')
        .select('rooms.id')
        .where('room_members.uid', '=', uid)
        .where('rooms.closed_at', 'is', null)
        .orderBy('rooms.id')
        .execute();
      return rows.map((row) => row.id);
    },

    async findIdleSince(time, limit) {
      const rows = await db
        .selectFrom('rooms')
        .select('id')
        .where('closed_at', 'is', null)
        .where('last_active_at', '<', time)
        .orderBy('last_active_at')
        .limit(limit)
        .execute();
      return rows.map((row) => row.id);
    },

    async listOpen(afterId, limit) {
      const rows = await db
        .selectFrom('rooms')
        .select('id')
        .where('closed_at', 'is', null)
        .where('id', '>', afterId)
        .orderBy('id')
        .limit(limit)
        .execute();
      return rows.map((row) => row.id);
    },

    async listDeadlines(afterId, limit, dueBefore) {
      let query = db
        .selectFrom('rooms')
        .select(['id', 'deadline_at'])
        .where('closed_at', 'is', null)
        .where('deadline_at', 'is not', null)
        .where('id', '>', afterId);
      if (dueBefore !== undefined) query = query.where('deadline_at', '<', dueBefore);
      const rows = await query.orderBy('id').limit(limit).execute();
      return rows.flatMap((row) =>
        row.deadline_at === null ? [] : [{ id: row.id, deadlineAt: row.deadline_at }],
      );
    },

    async touch(id, time) {
      await db.updateTable('rooms').set({ last_active_at: time }).where('id', '=', id).execute();
    },
  };
}

async function appendEvents(
  trx: Db,
  roomId: string,
  events: readonly RoomEventInput[],
  at: number,
): Promise<void> {
  // Most commits log nothing (drafts): then not even the last sequence number is read.
  if (events.length === 0) return;
  const last = await trx
    .selectFrom('room_events')
    .select((eb) => eb.fn.max('seq').as('seq'))
    .where('room_id', '=', roomId)
    .executeTakeFirst();
  const lastSeq = Number(last?.seq ?? 0);
  await trx
    .insertInto('room_events')
    .values(
      events.map((event, index) => ({
        room_id: roomId,
        seq: lastSeq + index + 1,
        type: event.type,
        payload: event.payload,
        at,
      })),
    )
    .execute();
}

/** The room's next version with its snapshot, events and members, in the caller's transaction. */
async function updateIn(trx: Db, change: RoomUpdate): Promise<boolean> {
  if (!(await writeVersion(trx, change))) return false;
  await trx
    .updateTable('room_states')
    .set({ state: change.snapshot })
    .where('room_id', '=', change.id)
    .execute();
  // The snapshot now holds every draft saved so far.
  await trx.deleteFrom('room_drafts').where('room_id', '=', change.id).execute();
  await appendEvents(trx, change.id, change.events, change.time);
  if (change.membersRemoved.length > 0) {
    await trx
      .deleteFrom('room_members')
      .where('room_id', '=', change.id)
      .where('uid', 'in', change.membersRemoved)
      .execute();
  }
  await addMembers(trx, change.id, change.membersAdded);
  return true;
}

/** The draft as the room's next version, in the caller's transaction; false when the version moved on. */
async function saveDraftIn(trx: Db, change: DraftUpdate): Promise<boolean> {
  const moved = await trx
    .updateTable('rooms')
    .set({ version: change.expectedVersion + 1, updated_at: change.time, last_active_at: change.time })
    .where('id', '=', change.id)
    .where('version', '=', change.expectedVersion)
    .executeTakeFirst();
  if (moved.numUpdatedRows === 0n) return false;
  const { round, uid, categoryId, text } = change.draft;
  const values = { round_number: round, answer_text: text, version: change.expectedVersion + 1 };
  await trx
    .insertInto('room_drafts')
    .values({ room_id: change.id, uid, category_id: categoryId, ...values })
    .onConflict((conflict) => conflict.columns(['room_id', 'uid', 'category_id']).doUpdateSet(values))
    .execute();
  return true;
}

async function addMembers(trx: Db, roomId: string, uids: readonly string[]): Promise<void> {
  if (uids.length === 0) return;
  await trx
    .insertInto('room_members')
    .values(uids.map((uid) => ({ room_id: roomId, uid })))
    .onConflict((conflict) => conflict.columns(['room_id', 'uid']).doNothing())
    .execute();
}

/**
 * Writes the room's next version (its row, not the snapshot) if the stored one is still
 * `expectedVersion`; false when it moved on. The version check is the whole concurrency control: PostgreSQL re-checks the WHERE against a row
 * another transaction just committed, so of two writers with the same version one gets 0 rows.
 */
async function writeVersion(db: Db, change: RoomUpdate): Promise<boolean> {
  const result = await db
    .updateTable('rooms')
    .set({
      phase: change.phase,
      version: change.expectedVersion + 1,
      updated_at: change.time,
      last_active_at: change.time,
      closed_at: change.closedAt,
      deadline_at: change.deadlineAt ?? null,
    })
    .where('id', '=', change.id)
    .where('version', '=', change.expectedVersion)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
