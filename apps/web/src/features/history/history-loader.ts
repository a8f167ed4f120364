import { IDENTITY_ERRORS } from '@npat/protocol';
import { data, redirect, type LoaderFunctionArgs } from 'react-router';
import { ApiError } from '@/lib/api';
import { readSession } from '@/lib/session';
import { fetchHistory, type HistoryGame } from './history-api';

export type HistoryData = { games: HistoryGame[] };

/**
 * The history route's loader: registered players only (a guest's games leave with the guest), so anyone
 * else goes home; the games load before the page shows, so it never flashes empty.
 */
export async function historyLoader({ request }: LoaderFunctionArgs): Promise<HistoryData> {
  try {
    const user = await readSession(request);
    if (!user || user.isAnonymous || !user.email) throw redirect('/');
    return { games: await fetchHistory() };
  } catch (error) {
    if (error instanceof Response) throw error;
    const message = error instanceof ApiError ? error.message : IDENTITY_ERRORS.networkFailed;
    throw data({ message }, { status: 500 });
  }
}
