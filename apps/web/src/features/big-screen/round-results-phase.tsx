import type { PlayerView } from '@npat/protocol';
import { useText } from '@/i18n/use-text';
import { useCountdown } from '@/components/game/use-countdown';
import { standingChanges } from './place-changes';
import { StandingsList } from './standings-list';

/**
 * ROUND_RESULTS: the standings after the round, each player's total with the places gained or lost since
 * the round before and what this round scored, and when the next round (or the final results) comes.
 */
export function RoundResultsPhase({ view }: { view: PlayerView }) {
  const t = useText().bigScreen.results;
  const { round } = view;
  const rows = standingChanges(view.standings, view.results, round.number);
  return (
    <section aria-labelledby="screen-results-heading" className="flex flex-1 flex-col gap-4 lg:gap-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h1
          id="screen-results-heading"
          className="text-4xl font-black tracking-tight text-balance lg:text-6xl 2xl:text-7xl"
        >
          {t.heading({ round: round.number })}
        </h1>
        {view.phaseEndsAt !== null ? (
          <NextIn endsAt={view.phaseEndsAt} last={round.number >= view.settings.rounds} />
        ) : null}
      </div>
      <StandingsList rows={rows} players={view.players} withRound />
    </section>
  );
}

/** "Next round in 12" ("Final results in 12" after the last round), on the server's clock. */
function NextIn({ endsAt, last }: { endsAt: number; last: boolean }) {
  const t = useText().bigScreen.results;
  const { seconds } = useCountdown(endsAt, endsAt);
  return (
    <p className="text-2xl font-extrabold text-ink-muted tabular lg:text-4xl">
      {(last ? t.finalIn : t.nextIn)({ seconds })}
    </p>
  );
}
