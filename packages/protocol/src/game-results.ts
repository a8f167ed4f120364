import { z } from 'zod';

/**
 * What a scored round and a finished game look like on the wire: the results tables of a player's view
 * and of the history page. The engine builds them (`roundTable`, `gameResults`); its types are checked
 * against these in the engine's tests, so the two cannot drift apart.
 */

/** Why an answer scored what it scored. */
export const ANSWER_VERDICTS = ['only', 'unique', 'shared', 'empty', 'wrongLetter', 'rejected'] as const;
export const answerVerdictSchema = z.enum(ANSWER_VERDICTS);

/** A category as played: a default one (`ownerUid` null) or a player's own. */
export const gameCategorySchema = z.object({
  id: z.string(),
  title: z.string(),
  ownerUid: z.string().nullable(),
});

const points = z.number().int().nonnegative();

/** One cell of a results table: what a player answered in a category and what it scored. */
export const tableAnswerSchema = z.object({
  categoryId: z.string(),
  text: z.string(),
  verdict: answerVerdictSchema,
  points,
  /** Voted creative (its points include the bonus); false in results stored before the house rule. */
  creative: z.boolean().default(false),
});

/** One scored round; `players` in slot order. */
export const roundTableSchema = z.object({
  round: z.number().int().positive(),
  letter: z.string(),
  categories: z.array(gameCategorySchema),
  players: z.array(
    z.object({ uid: z.string(), answers: z.array(tableAnswerSchema), bonus: points, total: points }),
  ),
});

/** A player's place on the board: ties share a place, the next place skips (1, 1, 3). */
export const standingSchema = z.object({
  uid: z.string(),
  total: points,
  place: z.number().int().positive(),
});

/** What a finished game leaves behind: the players, the ranking and every round's table. */
export const gameResultsSchema = z.object({
  players: z.array(z.object({ uid: z.string(), displayName: z.string(), photoURL: z.string() })),
  ranking: z.array(standingSchema),
  rounds: z.array(roundTableSchema),
});

export type AnswerVerdict = z.infer<typeof answerVerdictSchema>;
export type GameCategory = z.infer<typeof gameCategorySchema>;
export type TableAnswer = z.infer<typeof tableAnswerSchema>;
export type RoundTable = z.infer<typeof roundTableSchema>;
export type Standing = z.infer<typeof standingSchema>;
export type GameResults = z.infer<typeof gameResultsSchema>;

/** One finished game on the history page, its results as they were when it reached FINAL_RESULTS. */
export const historyEntrySchema = z.object({
  roomId: z.string(),
  /** Epoch ms when the game reached FINAL_RESULTS. */
  finishedAt: z.number(),
  results: gameResultsSchema,
});

/** The answer of GET HISTORY_ROUTE: a guest's list is always empty, since guests have no history. */
export const historyResponseSchema = z.object({ games: z.array(historyEntrySchema) });

export type HistoryEntry = z.infer<typeof historyEntrySchema>;
export type HistoryResponse = z.infer<typeof historyResponseSchema>;
