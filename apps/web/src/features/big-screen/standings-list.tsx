import type { PlayerSummary } from '@npat/protocol';
import type { CSSProperties } from 'react';
import { PlayerAvatar } from '@/components/game/player-avatar';
import { useText } from '@/i18n/use-text';
import type { StandingChange } from './place-changes';

type StandingsListProps = {
  rows: readonly StandingChange[];
  players: readonly PlayerSummary[];
  /** Show the change of place and the round's points (after a round; not at the final results). */
  withRound?: boolean;
  /** Rows a little smaller, beside the podium. */
  compact?: boolean;
};

/**
 * The board: each player's place, animal and name, total, and after a round the places gained or lost
 * (▲2, ▼1, – with the words for screen readers) and what the round scored. Long boards stand in two
 * columns on a wide screen.
 */
export function StandingsList({ rows, players, withRound = false, compact = false }: StandingsListProps) {
  const t = useText().bigScreen.results;
  const twoColumns = !compact && rows.length > 6;
  return (
    <ol
      aria-label={t.standings}
      className={`grid w-full gap-2 lg:gap-3 ${twoColumns ? 'lg:grid-flow-col lg:grid-cols-2 lg:grid-rows-[repeat(var(--rows),auto)]' : ''}`}
      style={twoColumns ? ({ '--rows': Math.ceil(rows.length / 2) } as CSSProperties) : undefined}
    >
      {rows.map((row) => {
        const player = players.find((each) => each.uid === row.uid);
        return (
          <li
            key={row.uid}
            data-testid="standing"
            data-place={row.place}
            className={`flex min-w-0 items-center gap-2 rounded-card bg-surface shadow-card motion-safe:animate-rise-in sm:gap-3 lg:gap-5 ${
              compact ? 'px-3 py-2' : 'px-4 py-2 lg:py-3'
            }`}
          >
            <span
              className={`w-12 shrink-0 text-center font-black tabular sm:w-14 lg:w-20 ${compact ? 'text-xl sm:text-2xl lg:text-3xl' : 'text-2xl sm:text-3xl lg:text-5xl'}`}
            >
              {t.place({ place: row.place })}
            </span>
            {withRound ? <PlaceChange change={row.change} /> : null}
            <PlayerAvatar
              photoURL={player?.photoURL ?? ''}
              bot={player ? player.bot !== null : false}
              away={player ? !player.connected && !player.left : false}
              className={compact ? 'size-10 lg:size-14' : 'size-10 sm:size-12 lg:size-16'}
            />
            <span
              className={`min-w-0 flex-1 truncate font-extrabold ${compact ? 'text-xl lg:text-3xl' : 'text-xl sm:text-2xl lg:text-4xl'}`}
            >
              {player?.displayName ?? row.uid}
            </span>
            {withRound ? (
              <span className="shrink-0 text-lg font-extrabold text-valid tabular sm:text-xl lg:text-3xl">
                <span aria-hidden="true">{t.roundPoints({ points: row.roundPoints })}</span>
                <span className="sr-only">{t.roundPointsLabel({ points: row.roundPoints })}</span>
              </span>
            ) : null}
            <span
              className={`shrink-0 text-right font-black tabular ${compact ? 'text-xl sm:text-2xl lg:text-3xl' : 'text-xl sm:min-w-24 sm:text-3xl lg:min-w-36 lg:text-5xl'}`}
            >
              <span aria-hidden="true">{t.total({ points: row.total })}</span>
              <span className="sr-only">{t.totalLabel({ points: row.total })}</span>
            </span>
          </li>
        );
      })}
    </ol>
  );
}

/** ▲2 up, ▼1 down, – the same place (or no round before): a sign and a word, never colour alone. */
function PlaceChange({ change }: { change: number | null }) {
  const t = useText().bigScreen.results;
  const places = Math.abs(change ?? 0);
  const [sign, word, look] =
    change !== null && change > 0
      ? ['▲', t.up({ places }), 'text-valid']
      : change !== null && change < 0
        ? ['▼', t.down({ places }), 'text-invalid']
        : ['–', change === null ? '' : t.same, 'text-ink-muted'];
  return (
    <span
      data-testid="place-change"
      data-change={change ?? 0}
      className={`w-10 shrink-0 text-xl font-black tabular sm:w-14 sm:text-2xl lg:w-20 lg:text-4xl ${look}`}
    >
      <span aria-hidden="true">
        {sign}
        {places > 0 ? places : null}
      </span>
      <span className="sr-only">{word}</span>
    </span>
  );
}
