import { ChevronDown, Trophy } from 'lucide-react';
import { useId, useState } from 'react';
import { PlayerAvatar } from '@/components/game/player-avatar';
import { RankingList } from '@/components/results/ranking-list';
import { RoundScoreTable } from '@/components/results/round-score-table';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { formatNames } from '@/i18n/format';
import { useLocale, useText } from '@/i18n/use-text';
import { cn } from '@/lib/cn';
import type { HistoryGame } from './history-api';

/** One finished game: when, who won, the player's place; it opens to the ranking and every round's table. */
export function HistoryGameCard({ game, you }: { game: HistoryGame; you: string | undefined }) {
  const { history: S, resultTables } = useText();
  const locale = useLocale();
  const { players, ranking, rounds } = game.results;
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const name = (uid: string) => players.find((player) => player.uid === uid)?.displayName ?? uid;
  const winners = ranking.filter((standing) => standing.place === 1).map((standing) => name(standing.uid));
  const mine = ranking.find((standing) => standing.uid === you);
  return (
    <Card data-testid="history-game" className="p-4 sm:p-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <div className="min-w-0 flex-1">
          <h2 className="text-lg font-black">{S.playedOn({ date: formatDate(game.finishedAt, locale) })}</h2>
          <p className="flex flex-wrap gap-x-3 text-sm font-bold text-ink-muted">
            <span>{S.players({ count: players.length })}</span>
            <span>{S.rounds({ count: rounds.length })}</span>
            {mine ? (
              <span>{S.yourPlace({ place: resultTables.ranking.place({ place: mine.place }) })}</span>
            ) : null}
          </p>
          <p className="mt-1 flex items-center gap-1.5 font-extrabold">
            <Trophy aria-hidden="true" className="size-4 text-yellow-700 dark:text-yellow-400" />
            {S.winner({ names: formatNames(winners, locale) })}
          </p>
        </div>
        <div className="flex items-center justify-between gap-3">
          <span aria-hidden="true" className="flex -space-x-2">
            {players.slice(0, 6).map((player) => (
              <PlayerAvatar key={player.uid} photoURL={player.photoURL} className="size-9" />
            ))}
          </span>
          <Button
            variant="secondary"
            size="sm"
            aria-expanded={open}
            aria-controls={panelId}
            onClick={() => setOpen((value) => !value)}
          >
            {open ? S.hide : S.show}
            <ChevronDown aria-hidden="true" className={cn('size-4', open && 'rotate-180')} />
          </Button>
        </div>
      </div>
      <div id={panelId} hidden={!open} className="mt-4">
        {open ? (
          <div className="flex flex-col gap-4">
            <section aria-label={S.ranking}>
              <h3 className="text-sm font-extrabold text-ink-muted uppercase">{S.ranking}</h3>
              <RankingList standings={ranking} players={players} you={you} className="mt-2" />
            </section>
            <section aria-label={S.everyRound} className="flex flex-col gap-3">
              <h3 className="text-sm font-extrabold text-ink-muted uppercase">{S.everyRound}</h3>
              {rounds.map((table) => (
                <RoundScoreTable key={table.round} table={table} players={players} you={you} />
              ))}
            </section>
          </div>
        ) : null}
      </div>
    </Card>
  );
}

/**
 * When the game ended, as the player's language writes a date and a time: in the browser's own variant of it
 * when the browser speaks that language (an English page in a British browser keeps "4 Mar 2026").
 */
function formatDate(time: number, locale: string): string {
  const regional = navigator.languages?.find((tag) => tag.toLowerCase().split('-')[0] === locale);
  return new Intl.DateTimeFormat(regional ?? locale, { dateStyle: 'medium', timeStyle: 'short' }).format(
    time,
  );
}
