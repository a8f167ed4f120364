import { HISTORY_ROUTE, historyResponseSchema, type HistoryEntry } from '@npat/protocol';
import { apiRequest } from '@/lib/api';

export type HistoryGame = HistoryEntry;

/** The signed-in registered player's finished games, newest first. */
export async function fetchHistory(): Promise<HistoryGame[]> {
  const { games } = await apiRequest(HISTORY_ROUTE, { schema: historyResponseSchema });
  return [...games].sort((a, b) => b.finishedAt - a.finishedAt);
}
