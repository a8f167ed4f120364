import { ArrowLeft, History } from 'lucide-react';
import { Link, useLoaderData } from 'react-router';
import { documentTitle } from '@/app/strings';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useSessionUser } from '@/lib/session';
import { HistoryGameCard } from './history-game-card';
import type { HistoryData } from './history-loader';
import { HISTORY_STRINGS as S } from './strings';

/** `/history`: a registered player's finished games, newest first, each opening to its tables. */
export function HistoryPage() {
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
      {games.length === 0 ? (
        <Card>
          <p className="font-bold">{S.empty}</p>
        </Card>
      ) : (
        <ol className="flex flex-col gap-4">
          {games.map((game) => (
            <li key={game.roomId}>
              <HistoryGameCard game={game} you={user?.uid} />
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
