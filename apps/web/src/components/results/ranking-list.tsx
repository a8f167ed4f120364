import { isBotUid } from '@npat/protocol';
import type { Standing } from '@npat/engine';
import { PlayerAvatar } from '@/components/game/player-avatar';
import { useText } from '@/i18n/use-text';
import { cn } from '@/lib/cn';
import type { TablePlayer } from './round-score-table';

type RankingListProps = {
  standings: readonly Standing[];
  players: readonly TablePlayer[];
  you?: string;
  className?: string;
};

/** Everyone by total, highest first; equal totals share a place (1, 1, 3) and say 'tie'. */
export function RankingList({ standings, players, you, className }: RankingListProps) {
  const S = useText().resultTables.ranking;
  return (
    <ol className={cn('flex flex-col gap-1', className)}>
      {standings.map((standing) => {
        const player = players.find((each) => each.uid === standing.uid);
        const tied = standings.some((other) => other.uid !== standing.uid && other.place === standing.place);
        return (
          <li
            key={standing.uid}
            data-testid="ranking-row"
            className={cn(
              'flex items-center gap-3 rounded-2xl px-2 py-1.5',
              standing.uid === you && 'bg-primary-50',
            )}
          >
            <span className="w-12 text-lg font-black text-primary-700 tabular">
              {S.place({ place: standing.place })}
            </span>
            <PlayerAvatar
              photoURL={player?.photoURL ?? ''}
              className="size-10"
              bot={isBotUid(standing.uid)}
            />
            <span className="min-w-0 flex-1">
              <span className="block font-extrabold break-words">
                {player?.displayName ?? standing.uid}{' '}
                {standing.uid === you ? <span className="font-bold text-ink-muted">{S.you}</span> : null}
              </span>
              {tied ? <span className="text-xs font-extrabold text-ink-muted uppercase">{S.tie}</span> : null}
            </span>
            <span className="text-lg font-black tabular">
              <span aria-hidden="true">{S.total({ points: standing.total })}</span>
              <span className="sr-only">{S.totalLabel({ points: standing.total })}</span>
            </span>
          </li>
        );
      })}
    </ol>
  );
}
