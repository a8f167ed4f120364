import { HISTORY_ROUTE } from '@npat/protocol';
import { z } from 'zod';
import { apiRequest } from '@/lib/api';

// The results the engine records of a finished game (GameResults), as the server stores them.
const verdict = z.enum(['unique', 'shared', 'empty', 'wrongLetter', 'rejected']);

const roundTableSchema = z.object({
  round: z.number(),
  letter: z.string(),
  categories: z.array(z.object({ id: z.string(), title: z.string(), ownerUid: z.string().nullable() })),
  players: z.array(
    z.object({
      uid: z.string(),
      answers: z.array(z.object({ categoryId: z.string(), text: z.string(), verdict, points: z.number() })),
      bonus: z.number(),
      total: z.number(),
    }),
  ),
});

// One HistoryEntry of the protocol, its `results` being the engine's GameResults.
const historyGameSchema = z.object({
  roomId: z.string(),
  finishedAt: z.number(),
  results: z.object({
    players: z.array(z.object({ uid: z.string(), displayName: z.string(), photoURL: z.string() })),
    ranking: z.array(z.object({ uid: z.string(), total: z.number(), place: z.number() })),
    rounds: z.array(roundTableSchema),
  }),
});

const historySchema = z.object({ games: z.array(historyGameSchema) });

export type HistoryGame = z.infer<typeof historyGameSchema>;

/** The signed-in registered player's finished games, newest first. */
export async function fetchHistory(): Promise<HistoryGame[]> {
  const { games } = await apiRequest(HISTORY_ROUTE, { schema: historySchema });
  return [...games].sort((a, b) => b.finishedAt - a.finishedAt);
}
