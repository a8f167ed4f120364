import type { Kysely } from 'kysely';
import { transactionRunner } from './in-transaction.ts';
import type { Database } from './schema.ts';

/**
 * What the retention sweep deletes: rooms long closed, with everything stored beside them, and guests
 * nobody has used for a long time. Each call deletes one bounded batch in one short transaction, so a
 * sweep never holds SQLite's single write lock for long while games are running.
 */
export interface RetentionRepository {
  /**
   * Deletes up to `limit` rooms that closed, and were last active, before `closedBefore`, oldest
   * first: their snapshot, drafts, events and members go with them. Their game results stay for the
   * accounts that played: the rows of other players (guests) go, and a result no account played goes
   * too, since nobody's history can show it. Returns the ids of the rooms deleted.
   */
  deleteClosedRooms(closedBefore: number, limit: number): Promise<string[]>;
  /**
   * Deletes up to `limit` guests created before `seenBefore` who have no session seen since then and
   * no seat in an open room, oldest first (their sessions go by cascade). Returns how many.
   */
  deleteIdleGuests(seenBefore: number, limit: number): Promise<number>;
}

type Db = Kysely<Database>;

export function createRetentionRepository(db: Db): RetentionRepository {
  const inTransaction = transactionRunner(db);

  return {
    deleteClosedRooms(closedBefore, limit) {
      return inTransaction(async (trx) => {
        const rows = await trx
          .selectFrom('rooms')
          .select('id')
          .where('closed_at', 'is not', null)
          .where('closed_at', '<', closedBefore)
          .where('last_active_at', '<', closedBefore)
          .orderBy('closed_at')
          .limit(limit)
          .execute();
        const ids = rows.map((row) => row.id);
        if (ids.length === 0) return [];
        // Spelled out rather than left to the foreign keys' cascade, so it does not depend on SQLite's
        // foreign_keys pragma being on for this connection.
        await trx.deleteFrom('room_drafts').where('room_id', 'in', ids).execute();
        await trx.deleteFrom('room_events').where('room_id', 'in', ids).execute();
        await trx.deleteFrom('room_members').where('room_id', 'in', ids).execute();
        await trx.deleteFrom('room_states').where('room_id', 'in', ids).execute();
        await trx.deleteFrom('rooms').where('id', 'in', ids).execute();
        await keepResultsForAccounts(trx, ids);
        return ids;
      });
    },

    async deleteIdleGuests(seenBefore, limit) {
      const idle = db
        .selectFrom('users')
        .select('users.id')
        .where('users.is_anonymous', '=', 1)
        .where('users.created_at', '<', seenBefore)
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('sessions')
                .select('sessions.token_hash')
                .whereRef('sessions.user_id', '=', 'users.id')
                .where('sessions.last_seen_at', '>=', seenBefore),
            ),
          ),
        )
        // Someone seated in an open room is playing, whatever their session says.
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('room_members')
                .innerJoin('rooms', 'rooms.id', 'room_members.room_id')
                .select('room_members.uid')
                .whereRef('room_members.uid', '=', 'users.id')
                .where('rooms.closed_at', 'is', null),
            ),
          ),
        )
        .orderBy('users.created_at')
        .limit(limit);
      const result = await db.deleteFrom('users').where('id', 'in', idle).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}

/**
 * Of the results of the rooms `roomIds`, keeps only what accounts' history shows: guests have no
 * history, so their rows go (the results themselves still name them), and a result left without
 * players goes.
 */
async function keepResultsForAccounts(trx: Db, roomIds: readonly string[]): Promise<void> {
  await trx
    .deleteFrom('game_result_players')
    .where('room_id', 'in', roomIds)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('users')
            .select('users.id')
            .whereRef('users.id', '=', 'game_result_players.uid')
            .where('users.is_anonymous', '=', 0),
        ),
      ),
    )
    .execute();
  await trx
    .deleteFrom('game_results')
    .where('room_id', 'in', roomIds)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('game_result_players')
            .select('game_result_players.uid')
            .whereRef('game_result_players.room_id', '=', 'game_results.room_id'),
        ),
      ),
    )
    .execute();
}
