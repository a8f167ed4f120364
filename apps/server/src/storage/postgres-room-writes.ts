import { PostgresAdapter, sql, type Kysely } from 'kysely';
import type { DraftUpdate, RoomUpdate } from './rooms-repository.ts';
import type { Database } from './schema.ts';

type Db = Kysely<Database>;

/** Whether `db` speaks to PostgreSQL, whose statements below SQLite does not take. */
export function isPostgres(db: Db): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/**
 * A room's next version with its snapshot, events and members in one statement, written only if the
 * stored version is still `expectedVersion` (every part hangs on the `moved` row). Statement by statement
 * it was six round trips to the server, and a group's writes wait for each other's
 * (docs/decisions/040-postgres-writes-in-one-statement.md). The events' sequence numbers follow the
 * room's last one, read in the same statement; the row lock the version update takes keeps another
 * writer of the room out until this transaction ends.
 */
export async function updateRoomInOneStatement(trx: Db, change: RoomUpdate): Promise<boolean> {
  const { id, expectedVersion, time } = change;
  const result = await sql<{ moved: number }>`
    with moved as (
      update rooms
      set phase = ${change.phase}, version = ${expectedVersion + 1}, updated_at = ${time},
        last_active_at = ${time}, closed_at = ${change.closedAt}, deadline_at = ${change.deadlineAt ?? null}
      where id = ${id} and version = ${expectedVersion}
      returning id
    ), states as (
      update room_states set state = ${change.snapshot} where room_id in (select id from moved)
    ), drafts as (
      delete from room_drafts where room_id in (select id from moved)
    ), events as (
      insert into room_events (room_id, seq, type, payload, at)
      select moved.id, coalesce((select max(seq) from room_events where room_id = ${id}), 0) + event.ord,
        event.type, event.payload, ${time}::bigint
      from moved, unnest(${change.events.map((event) => event.type)}::text[],
        ${change.events.map((event) => event.payload)}::text[]) with ordinality as event(type, payload, ord)
    ), removed as (
      delete from room_members
      where room_id in (select id from moved) and uid = any(${change.membersRemoved}::text[])
    ), added as (
      insert into room_members (room_id, uid)
      select moved.id, member.uid from moved, unnest(${change.membersAdded}::text[]) as member(uid)
      on conflict (room_id, uid) do nothing
    )
    select count(*)::int as moved from moved`.execute(trx);
  return (result.rows[0]?.moved ?? 0) > 0;
}

/** A draft as the room's next version in one statement; false, with nothing written, when the version moved on. */
export async function saveDraftInOneStatement(trx: Db, change: DraftUpdate): Promise<boolean> {
  const { id, expectedVersion, time } = change;
  const { round, uid, categoryId, text } = change.draft;
  const result = await sql<{ saved: number }>`
    with moved as (
      update rooms set version = ${expectedVersion + 1}, updated_at = ${time}, last_active_at = ${time}
      where id = ${id} and version = ${expectedVersion}
      returning id
    )
    insert into room_drafts (room_id, uid, category_id, round_number, answer_text, version)
    select moved.id, ${uid}::text, ${categoryId}::text, ${round}::int, ${text}::text, ${expectedVersion + 1}::int
    from moved
    on conflict (room_id, uid, category_id) do update
    set round_number = excluded.round_number, answer_text = excluded.answer_text, version = excluded.version
    returning 1 as saved`.execute(trx);
  return result.rows.length > 0;
}
