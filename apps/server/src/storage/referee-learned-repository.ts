import { sql, type Kysely } from 'kysely';
import type { Database } from './schema.ts';

/** One answer's fate in one finished review: kept (accepted) or struck out. */
export interface RefereeDecision {
  readonly language: string;
  readonly category: string;
  /** `refereeKey(answer, language)` from @npat/referee. */
  readonly answerKey: string;
  readonly accepted: boolean;
}

/** How many games kept and struck out one answer of one category, in the language asked about. */
export interface LearnedRow {
  readonly category: string;
  readonly answerKey: string;
  readonly accepted: number;
  readonly struck: number;
}

/** The referee's learning from play: counts per language, category and answer key, shared by every node. */
export interface RefereeLearnedRepository {
  /**
   * Adds one review's decisions: +1 accepted or +1 struck per row; concurrent records (several nodes) each
   * count exactly once. A list longer than one statement takes is one transaction; an empty one does nothing.
   */
  record(decisions: readonly RefereeDecision[]): Promise<void>;
  /**
   * The counts of these (category, answerKey) pairs in `language`; pairs never recorded are absent. One
   * query (or a few for long lists), not one per pair.
   */
  countsOf(
    language: string,
    pairs: readonly { readonly category: string; readonly answerKey: string }[],
  ): Promise<LearnedRow[]>;
}

/**
 * Rows (5 parameters each) per insert and pairs (up to 2 each) per select. SQLite as bundled takes 32,766
 * parameters a statement and PostgreSQL 65,535; 1,000 keeps each statement well below both.
 */
const ROWS_PER_STATEMENT = 1_000;

/** The RefereeLearnedRepository over the referee_learned table. */
export function createRefereeLearnedRepository(db: Kysely<Database>): RefereeLearnedRepository {
  return {
    async record(decisions) {
      const rows = summed(decisions);
      if (rows.length === 0) return;
      const write = async (target: Kysely<Database>) => {
        for (const chunk of chunksOf(rows)) {
          // One atomic upsert per chunk: records from any node each add their counts exactly once.
          await target
            .insertInto('referee_learned')
            .values(chunk)
            .onConflict((conflict) =>
              conflict.columns(['language', 'category', 'answer_key']).doUpdateSet({
                accepted: sql<number>`${sql.ref('referee_learned.accepted')} + ${sql.ref('excluded.accepted')}`,
                struck: sql<number>`${sql.ref('referee_learned.struck')} + ${sql.ref('excluded.struck')}`,
              }),
            )
            .execute();
        }
      };
      // A review's decisions all count or none do; inside the caller's transaction, that one holds them.
      if (rows.length <= ROWS_PER_STATEMENT || db.isTransaction) await write(db);
      else await db.transaction().execute(write);
    },

    async countsOf(language, pairs) {
      const asked = [...new Map(pairs.map((pair) => [pairId(pair), pair])).values()];
      const found = await Promise.all(
        chunksOf(asked).map((chunk) =>
          db
            .selectFrom('referee_learned')
            .select(['category', 'answer_key', 'accepted', 'struck'])
            .where('language', '=', language)
            // Grouped by category, so each branch is one range of the primary key on both dialects.
            .where((eb) =>
              eb.or(
                [...keysByCategory(chunk)].map(([category, keys]) =>
                  eb.and([eb('category', '=', category), eb('answer_key', 'in', keys)]),
                ),
              ),
            )
            .execute(),
        ),
      );
      return found.flat().map((row) => ({
        category: row.category,
        answerKey: row.answer_key,
        accepted: Number(row.accepted),
        struck: Number(row.struck),
      }));
    },
  };
}

type LearnedInsert = Database['referee_learned'];

/**
 * One row per key with its counts added up, in key order. PostgreSQL refuses an upsert that touches a
 * row twice, and concurrent upserts that lock the same rows in another order could deadlock.
 */
function summed(decisions: readonly RefereeDecision[]): LearnedInsert[] {
  const rows = new Map<string, LearnedInsert>();
  for (const { language, category, answerKey, accepted } of decisions) {
    const id = JSON.stringify([language, category, answerKey]);
    const row = rows.get(id) ?? { language, category, answer_key: answerKey, accepted: 0, struck: 0 };
    if (accepted) row.accepted += 1;
    else row.struck += 1;
    rows.set(id, row);
  }
  return [...rows.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, row]) => row);
}

function pairId(pair: { readonly category: string; readonly answerKey: string }): string {
  return JSON.stringify([pair.category, pair.answerKey]);
}

function keysByCategory(
  pairs: readonly { readonly category: string; readonly answerKey: string }[],
): Map<string, string[]> {
  const keys = new Map<string, string[]>();
  for (const { category, answerKey } of pairs) {
    const ofCategory = keys.get(category);
    if (ofCategory) ofCategory.push(answerKey);
    else keys.set(category, [answerKey]);
  }
  return keys;
}

function chunksOf<T>(items: readonly T[]): T[][] {
  const chunks: T[][] = [];
  for (let start = 0; start < items.length; start += ROWS_PER_STATEMENT) {
    chunks.push(items.slice(start, start + ROWS_PER_STATEMENT));
  }
  return chunks;
}
