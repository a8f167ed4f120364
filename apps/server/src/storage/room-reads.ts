import type { Kysely } from 'kysely';
import type { RoomDraft, RoomRecord } from './rooms-repository.ts';
import type { Database, RoomStatesTable, RoomsTable } from './schema.ts';

type Db = Kysely<Database>;

/**
 * The room with its snapshot and drafts, read consistently without a transaction: a commit between
 * the reads moves the version (every write does, drafts included), so the reads start over then.
 */
export async function readRoom(db: Db, id: string): Promise<RoomRecord | undefined> {
  for (;;) {
    const row = await db
      .selectFrom('rooms')
      .innerJoin('room_states', 'room_states.room_id', 'rooms.id')
      .selectAll('rooms')
      .select('room_states.state')
      .where('rooms.id', '=', id)
      .executeTakeFirst();
    if (row === undefined) return undefined;
    const drafts = await db
      .selectFrom('room_drafts')
      .select(['round_number', 'uid', 'category_id', 'answer_text'])
      .where('room_id', '=', id)
      .orderBy('version')
      .execute();
    const versionAfter = await db
      .selectFrom('rooms')
      .select('version')
      .where('id', '=', id)
      .executeTakeFirst();
    if (versionAfter !== undefined && Number(versionAfter.version) !== Number(row.version)) continue;
    return toRoomRecord(
      row,
      drafts.map((draft) => ({
        round: Number(draft.round_number),
        uid: draft.uid,
        categoryId: draft.category_id,
        text: draft.answer_text,
      })),
    );
  }
}

function toRoomRecord(
  row: RoomsTable & Pick<RoomStatesTable, 'state'>,
  drafts: readonly RoomDraft[],
): RoomRecord {
  return {
    id: row.id,
    joinCode: row.join_code,
    phase: row.phase,
    snapshot: row.state,
    drafts,
    version: Number(row.version),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    lastActiveAt: row.last_active_at,
    closedAt: row.closed_at,
    deadlineAt: row.deadline_at,
  };
}
