import type SqliteDatabase from 'better-sqlite3';
import type { Kysely } from 'kysely';
import { groupCommit } from './group-commit.ts';
import type { RoomUpdate } from './rooms-repository.ts';
import type { Database } from './schema.ts';

/** Writes a room's next version with its snapshot; false when the stored version moved on. */
export type RoomWriter = (change: RoomUpdate) => Promise<boolean>;

/**
 * A room's next version (snapshot, events, members) on SQLite straight through better-sqlite3, as the
 * draft write does (sqlite-draft-writer.ts): every intent that is not a draft commits through here, and
 * Kysely's query building cost more than SQLite's own work for these few small statements. Changes of
 * different rooms that arrive together share one transaction (group-commit.ts). It does exactly what
 * the Kysely path does (rooms-repository.ts), which the storage contract checks on both.
 */
export function sqliteRoomWriter(db: Kysely<Database>, connection: SqliteDatabase.Database): RoomWriter {
  let writeAll: ((changes: readonly RoomUpdate[]) => boolean[]) | undefined;
  // Prepared on first use: the tables exist only once the migrations have run.
  const prepare = () => {
    const bump = connection.prepare(
      `update rooms set phase = ?, version = ?, updated_at = ?, last_active_at = ?, closed_at = ?, deadline_at = ?
       where id = ? and version = ?`,
    );
    const state = connection.prepare('update room_states set state = ? where room_id = ?');
    const clearDrafts = connection.prepare('delete from room_drafts where room_id = ?');
    const lastSeq = connection.prepare('select max(seq) as seq from room_events where room_id = ?').pluck();
    const addEvent = connection.prepare(
      'insert into room_events (room_id, seq, type, payload, at) values (?, ?, ?, ?, ?)',
    );
    const removeMember = connection.prepare('delete from room_members where room_id = ? and uid = ?');
    const addMember = connection.prepare(
      'insert into room_members (room_id, uid) values (?, ?) on conflict (room_id, uid) do nothing',
    );
    const write = (change: RoomUpdate): boolean => {
      const { id, time } = change;
      const moved = bump.run(
        change.phase,
        change.expectedVersion + 1,
        time,
        time,
        change.closedAt,
        change.deadlineAt ?? null,
        id,
        change.expectedVersion,
      );
      if (moved.changes === 0) return false;
      state.run(change.snapshot, id);
      // The snapshot now holds every draft saved so far.
      clearDrafts.run(id);
      if (change.events.length > 0) {
        const last = Number((lastSeq.get(id) as number | bigint | null) ?? 0);
        change.events.forEach((event, index) =>
          addEvent.run(id, last + index + 1, event.type, event.payload, time),
        );
      }
      for (const uid of change.membersRemoved) removeMember.run(id, uid);
      for (const uid of change.membersAdded) addMember.run(id, uid);
      return true;
    };
    // `begin immediate`: take the write lock at once, waiting (busy timeout) while the checkpointer holds it.
    const transaction = connection.transaction((changes: readonly RoomUpdate[]) => changes.map(write));
    return (changes: readonly RoomUpdate[]) => transaction.immediate(changes);
  };
  return groupCommit((changes: readonly RoomUpdate[]) =>
    db.connection().execute(async () => {
      writeAll ??= prepare();
      return writeAll(changes);
    }),
  );
}
