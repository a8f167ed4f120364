import type { PlayerView } from '@npat/protocol';
import { Trophy } from 'lucide-react';
import { useEffect } from 'react';
import { formatNames } from '@/i18n/format';
import { useLocale, useText } from '@/i18n/use-text';
import { Confetti } from '@/components/game/confetti';
import { BigPodium } from './big-podium';
import { playScreenCue } from './screen-sound';
import { StandingsList } from './standings-list';

/**
 * FINAL_RESULTS (and the completed game): who won, the podium of the top three with confetti and a
 * fanfare, and everyone's totals beside it.
 */
export function FinalPhase({ view }: { view: PlayerView }) {
  const t = useText().bigScreen.final;
  const locale = useLocale();
  const winners = view.standings
    .filter((standing) => standing.place === 1)
    .map((standing) => view.players.find((player) => player.uid === standing.uid)?.displayName ?? '');
  const played = view.results.length;
  useEffect(() => {
    if (played > 0) playScreenCue('fanfare');
    // Once, as the podium comes up.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const rows = view.standings.map((standing) => ({ ...standing, change: null, roundPoints: 0 }));
  return (
    // `isolate`: the stacking context the confetti falls in, behind the podium (see Confetti).
    <section aria-labelledby="screen-final-heading" className="isolate flex flex-1 flex-col gap-4 lg:gap-8">
      <Confetti />
      <div className="text-center">
        <h1
          id="screen-final-heading"
          className="flex items-center justify-center gap-3 text-4xl font-black tracking-tight lg:text-6xl 2xl:text-7xl"
        >
          <Trophy aria-hidden="true" className="size-10 text-yellow-600 lg:size-16 dark:text-yellow-400" />
          {t.heading}
        </h1>
        <p className="mt-2 text-3xl font-black text-primary-600 lg:text-5xl">
          {played === 0
            ? t.noWinner
            : t.winner({ count: winners.length, names: formatNames(winners, locale) })}
        </p>
      </div>
      <div className="grid flex-1 items-end gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:gap-10">
        <BigPodium standings={view.standings} players={view.players} />
        <StandingsList rows={rows} players={view.players} compact />
      </div>
    </section>
  );
}
