import { ArrowLeft, History } from 'lucide-react';
import { Suspense } from 'react';
import { Await, Link, useAsyncError, useLoaderData, useRevalidator } from 'react-router';
import { documentTitle } from '@/app/document-title';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { CardGridSkeleton } from '@/components/ui/skeletons';
import { useText } from '@/i18n/use-text';
import { useSessionUser } from '@/lib/session';
import { failureOf, wordFailure } from '@/lib/word-failure';
import { HistoryGameCard } from './history-game-card';
import type { HistoryGame } from './history-api';
import type { HistoryData } from './history-loader';

/**
 * `/history`: a registered player's finished games, newest first, each opening to its tables; the grid
 * skeleton until they arrive.
 */
export function HistoryPage() {
  const S = useText().history;
  const { games } = useLoaderData<HistoryData>();
  const user = useSessionUser();
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-4">
      <title>{documentTitle(S.documentTitle)}</title>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="flex items-center gap-2 text-3xl font-black tracking-tight sm:text-4xl">
            <History aria-hidden="true" className="size-8 text-primary-600" />
            {S.title}
          </h1>
          <p className="mt-1 font-semibold text-ink-muted">{S.intro}</p>
        </div>
        <Button asChild variant="secondary" size="sm">
          <Link to="/">
            <ArrowLeft aria-hidden="true" className="size-4" />
            {S.back}
          </Link>
        </Button>
      </div>
      <Suspense fallback={<CardGridSkeleton />}>
        <Await resolve={games} errorElement={<HistoryReadFailed />}>
          {(loaded: HistoryGame[]) => <HistoryGames games={loaded} you={user?.uid} />}
        </Await>
      </Suspense>
    </div>
  );
}

function HistoryGames({ games, you }: { games: HistoryGame[]; you: string | undefined }) {
  const S = useText().history;
  if (games.length === 0)
    return (
      <Card>
        <p className="font-bold">{S.empty}</p>
      </Card>
    );
  return (
    <ol className="flex flex-col gap-4">
      {games.map((game) => (
        <li key={game.roomId}>
          <HistoryGameCard game={game} you={you} />
        </li>
      ))}
    </ol>
  );
}

/** A failed read, in place of the games: the server's words and a Retry that reads them again. */
function HistoryReadFailed() {
  const error = useAsyncError();
  const { revalidate, state } = useRevalidator();
  const t = useText().app.error;
  return (
    <Card role="alert" className="flex flex-col items-start gap-3">
      <p className="text-xl font-black">{t.title}</p>
      <p className="font-semibold">{error instanceof Error ? wordFailure(failureOf(error)) : t.message}</p>
      <Button variant="secondary" onClick={() => void revalidate()} disabled={state === 'loading'}>
        {t.retry}
      </Button>
    </Card>
  );
}
