import type { Kysely } from 'kysely';
import { transactionRunner } from './in-transaction.ts';
import type { Database } from './schema.ts';

/** A finished game's results as stored: `results` is the engine's GameResults as JSON text. */
export interface GameResultRecord {
  readonly roomId: string;
  /** Epoch ms when the game reached FINAL_RESULTS. */
  readonly finishedAt: number;
  readonly results: string;
}

export interface NewGameResult extends GameResultRecord {
  /** Everyone who played it, left or not: whose history it appears in. */
  readonly uids: readonly string[];
}

/**
 * Results of finished games, for the history page. Written in the transaction that takes the room to
 * FINAL_RESULTS (call it on the repositories of `transaction()`), so a stored game always has them.
 */
export interface GameResultsRepository {
  /** Stores the results once; saving a room's results again changes nothing. */
  save(result: NewGameResult): Promise<void>;
  find(roomId: string): Promise<GameResultRecord | undefined>;
  /** The games `uid` played, newest first, at most `limit`. */
  listForUser(uid: string, limit: number): Promise<GameResultRecord[]>;
}

type Db = Kysely<Database>;

export function createGameResultsRepository(db: Db): GameResultsRepository {
  const inTransaction = transactionRunner(db);

  return {
    save(result) {
      return inTransaction(async (trx) => {
        const inserted = await trx
          .insertInto('game_results')
          .values({ room_id: result.roomId, finished_at: result.finishedAt, results: result.results })
          .onConflict((conflict) => conflict.column('room_id').doNothing())
          .executeTakeFirst();
        // Results are written once: a repeated save leaves the first one and its players alone.
        if (Number(inserted.numInsertedOrUpdatedRows ?? 0n) === 0) return;
        const uids = [...new Set(result.uids)];
        if (uids.length === 0) return;
        await trx
          .insertInto('game_result_players')
          .values(uids.map((uid) => ({ room_id: result.roomId, uid, finished_at: result.finishedAt })))
          .execute();
      });
    },

    async find(roomId) {
      const row = await db
        .selectFrom('game_results')
        .selectAll()
        .where('room_id', '=', roomId)
        .executeTakeFirst();
      return row && { roomId: row.room_id, finishedAt: Number(row.finished_at), results: row.results };
    },

    async listForUser(uid, limit) {
      const rows = await db
        .selectFrom('game_result_players')
        .innerJoin('game_results', 'game_results.room_id', 'game_result_players.room_id')
        .select(['game_results.room_id', 'game_results.finished_at', 'game_results.results'])
        .where('game_result_players.uid', '=', uid)
        .orderBy('game_result_players.finished_at', 'desc')
        .orderBy('game_results.room_id')
        .limit(limit)
        .execute();
      return rows.map((row) => ({
        roomId: row.room_id,
        finishedAt: Number(row.finished_at),
        results: row.results,
      }));
    },
  };
}
