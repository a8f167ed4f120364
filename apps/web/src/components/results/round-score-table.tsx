import type { RoundTable } from '@npat/engine';
import { MoveRight } from 'lucide-react';
import { useId, useRef } from 'react';
import { PlayerAvatar } from '@/components/game/player-avatar';
import { useText } from '@/i18n/use-text';
import { cn } from '@/lib/cn';
import { RoundScoreCards } from './round-score-cards';
import { AnswerText } from './answer-text';
import { useOverflows } from './use-overflows';
import { VerdictBadge } from './verdict-badge';

export type TablePlayer = { uid: string; displayName: string; photoURL: string };

type RoundScoreTableProps = {
  table: RoundTable;
  players: readonly TablePlayer[];
  /** The viewer, whose row is tinted. */
  you?: string;
  className?: string;
};

/**
 * One scored round (docs/product/rules.md#final-results): each player's answer and points per category, the
 * STOP bonus apart, and the round's total. Below 768 px a card per player (round-score-cards.tsx); wider, a
 * table, which scrolls sideways when it must with the players' column kept in view. The scroller is focusable
 * so keyboard users can scroll it too, and positioned, so the visually hidden words inside it are clipped
 * with the rest instead of widening the page.
 */
export function RoundScoreTable({ table, players, you, className }: RoundScoreTableProps) {
  const S = useText().resultTables.table;
  const captionId = useId();
  const scroller = useRef<HTMLDivElement>(null);
  const overflows = useOverflows(scroller);
  const hasBonus = table.players.some((row) => row.bonus > 0);
  const cardsCaptionId = useId();
  return (
    <div className={className}>
      <div className="md:hidden">
        <p id={cardsCaptionId} className="mb-2 font-black tabular">
          {S.caption({ round: table.round, letter: table.letter })}
        </p>
        <RoundScoreCards table={table} players={players} you={you} labelledBy={cardsCaptionId} />
      </div>
      <div
        ref={scroller}
        role="region"
        aria-labelledby={captionId}
        tabIndex={0}
        data-testid="round-table"
        className="relative hidden overflow-x-auto rounded-2xl ring-1 ring-primary-100 md:block"
      >
        <table className="w-full border-separate border-spacing-0 text-left">
          <caption id={captionId} className="bg-primary-50 px-3 py-2 text-left font-black tabular">
            {S.caption({ round: table.round, letter: table.letter })}
          </caption>
          <thead>
            <tr className="text-xs font-extrabold text-ink-muted uppercase">
              <th scope="col" className="sticky left-0 z-10 bg-surface px-3 py-2">
                {S.player}
              </th>
              {table.categories.map((category) => (
                <th key={category.id} scope="col" className="min-w-32 px-3 py-2">
                  {category.title}
                </th>
              ))}
              {hasBonus ? (
                <th scope="col" className="px-3 py-2 whitespace-nowrap">
                  {S.bonus}
                </th>
              ) : null}
              <th scope="col" className="px-3 py-2 text-right whitespace-nowrap">
                {S.total}
              </th>
            </tr>
          </thead>
          <tbody>
            {table.players.map((row) => {
              const player = players.find((each) => each.uid === row.uid);
              const rowTint = row.uid === you ? 'bg-primary-50' : 'bg-surface';
              return (
                <tr key={row.uid} data-testid="round-table-row" className="align-top">
                  <th
                    scope="row"
                    className={cn('sticky left-0 z-10 border-t border-primary-100 px-3 py-2', rowTint)}
                  >
                    <span className="flex items-center gap-2">
                      <PlayerAvatar photoURL={player?.photoURL ?? ''} className="size-8" />
                      <span className="max-w-28 truncate font-extrabold">
                        {player?.displayName ?? row.uid}
                      </span>
                    </span>
                  </th>
                  {table.categories.map((category) => {
                    const cell = row.answers.find((each) => each.categoryId === category.id);
                    return (
                      <td key={category.id} className={cn('border-t border-primary-100 px-3 py-2', rowTint)}>
                        <AnswerText text={cell?.text} className="block font-bold break-words" />
                        {cell ? (
                          <VerdictBadge
                            verdict={cell.verdict}
                            points={cell.points}
                            creative={cell.creative}
                          />
                        ) : null}
                      </td>
                    );
                  })}
                  {hasBonus ? (
                    <td
                      className={cn('border-t border-primary-100 px-3 py-2 font-extrabold tabular', rowTint)}
                    >
                      {row.bonus > 0 ? `+${row.bonus}` : '0'}
                    </td>
                  ) : null}
                  <td
                    className={cn(
                      'border-t border-primary-100 px-3 py-2 text-right text-lg font-black tabular',
                      rowTint,
                    )}
                  >
                    {row.total}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {overflows ? (
        <p className="mt-1.5 hidden md:flex items-center justify-end gap-1.5 text-sm font-bold text-ink-muted">
          {S.scrollHint}
          <MoveRight aria-hidden="true" className="size-4" />
        </p>
      ) : null}
    </div>
  );
}
