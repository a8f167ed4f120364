import { redirect, type LoaderFunctionArgs } from 'react-router';
import { readSession } from '@/lib/session';
import { loaderFailure } from '@/lib/loader-failure';
import { fetchHistory, type HistoryGame } from './history-api';

/** The games arrive after the page: it shows the grid skeleton until they do. */
export type HistoryData = { games: Promise<HistoryGame[]> };

/**
 * The history route's loader: registered players only (a guest's games leave with the guest), so anyone
 * else goes home. The games are not waited for: the page opens at once with a skeleton where they will be.
 */
export async function historyLoader({ request }: LoaderFunctionArgs): Promise<HistoryData> {
  let user;
  try {
    user = await readSession(request);
  } catch (error) {
    if (error instanceof Response) throw error;
    throw loaderFailure(error);
  }
  if (!user || user.isAnonymous || !user.email) throw redirect('/');
  // The page words the failure by its code (history-page.tsx).
  const games = fetchHistory();
  // The page says it where the games would be (history-page.tsx), with a Retry; handled here too, so the
  // rejection does not count as unhandled before the page has rendered.
  games.catch(() => {});
  return { games };
}
