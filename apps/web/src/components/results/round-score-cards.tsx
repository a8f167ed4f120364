import { isBotUid } from '@npat/protocol';
import type { RoundTable } from '@npat/engine';
import { PlayerAvatar } from '@/components/game/player-avatar';
import { useText } from '@/i18n/use-text';
import { cn } from '@/lib/cn';
import type { TablePlayer } from './round-score-table';
import { AnswerText } from './answer-text';
import { VerdictBadge } from './verdict-badge';

type RoundScoreCardsProps = {
  table: RoundTable;
  players: readonly TablePlayer[];
  you?: string;
  /** Names the cards for assistive technology (the table's caption). */
  labelledBy: string;
};

/**
 * One scored round on a phone: a card per player with the round total and the STOP bonus at the top, then
 * each category's answer and points, so nothing needs scrolling sideways (the table does, from 768 px).
 */
export function RoundScoreCards({ table, players, you, labelledBy }: RoundScoreCardsProps) {
  const S = useText().resultTables.table;
  return (
    <ol aria-labelledby={labelledBy} className="flex flex-col gap-3">
      {table.players.map((row) => {
        const player = players.find((each) => each.uid === row.uid);
        const name = player?.displayName ?? row.uid;
        return (
          <li
            key={row.uid}
            data-testid="round-card"
            className={cn(
              'rounded-2xl p-3 ring-1 ring-primary-100',
              row.uid === you ? 'bg-primary-50' : 'bg-surface',
            )}
          >
            <div className="flex items-center gap-3">
              <PlayerAvatar photoURL={player?.photoURL ?? ''} className="size-9" bot={isBotUid(row.uid)} />
              <h3 className="min-w-0 flex-1 truncate font-extrabold">{name}</h3>
              <p className="flex flex-col items-end leading-tight">
                <span className="text-2xl font-black tabular">{row.total}</span>
                <span className="text-xs font-extrabold text-ink-muted uppercase">{S.total}</span>
              </p>
            </div>
            {row.bonus > 0 ? (
              <p className="mt-2 inline-block rounded-full bg-valid-soft px-2.5 text-sm leading-6 font-extrabold text-valid ring-1 ring-valid/30">
                {S.bonusLine({ points: row.bonus })}
              </p>
            ) : null}
            <dl className="mt-2 grid grid-cols-[minmax(0,auto)_minmax(0,1fr)] items-baseline gap-x-3 gap-y-1.5">
              {table.categories.map((category) => {
                const cell = row.answers.find((each) => each.categoryId === category.id);
                return (
                  <div key={category.id} className="contents">
                    <dt className="text-sm font-bold text-ink-muted">{category.title}</dt>
                    <dd className="flex flex-wrap items-center gap-x-2 gap-y-1">
                      <AnswerText text={cell?.text} className="font-bold break-words" />
                      {cell ? (
                        <VerdictBadge verdict={cell.verdict} points={cell.points} creative={cell.creative} />
                      ) : null}
                    </dd>
                  </div>
                );
              })}
            </dl>
          </li>
        );
      })}
    </ol>
  );
}
