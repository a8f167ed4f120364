import { ROUND_RESULTS_MS, type PlayerView } from '@npat/engine';
import { lazy, Suspense } from 'react';
import { RankingList } from '@/components/results/ranking-list';
import { RoundScoreTable } from '@/components/results/round-score-table';
import { Card, CardTitle } from '@/components/ui/card';
import { useText } from '@/i18n/use-text';
import { useGameIntent } from '@/lib/game-intent';
import { ConnectionBanner } from '../parts/connection-banner';
import { CountdownLine } from '../parts/countdown-line';
import { RoundHeader } from '../parts/round-header';
import { RoundHeaderActions } from '../parts/sound-toggle';
import { SpectatorBar } from '../parts/spectator-bar';
import { NextRoundControl } from './next-round-control';

// Only the host has these tools, and their dialog: the others never fetch them.
const HostTools = lazy(async () => ({ default: (await import('./host-tools')).HostTools }));

/**
 * ROUND_RESULTS: the round's points per player and category (with the verdict words), the STOP bonus
 * apart, the running totals, and the host's Next round; the next round also starts by itself, and a line
 * under the heading says when ('Next round in 12').
 */
export function RoundResultsScreen({ roomId, view }: { roomId: string; view: PlayerView }) {
  const S = useText().scoring.results;
  const { round } = view;
  const { run, pending } = useGameIntent(roomId);
  const table = view.results.find((each) => each.round === round.number);
  const last = round.number >= view.settings.rounds;
  const endsAt = view.phaseEndsAt ?? 0;
  const next = () => void run('game:next-round', { roomId }, next);
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-4">
      <RoundHeader
        round={round.number}
        rounds={view.settings.rounds}
        letter={round.letter}
        title={S.title({ round: round.number })}
        actions={<RoundHeaderActions roomId={roomId} watching={view.watching} />}
      />
      <CountdownLine
        startsAt={endsAt - ROUND_RESULTS_MS}
        endsAt={endsAt}
        label={last ? S.finalIn : S.nextIn}
        sentence={(seconds) => (last ? S.finalInSeconds : S.nextInSeconds)({ seconds })}
      />
      <ConnectionBanner />
      <SpectatorBar roomId={roomId} view={view} />
      <Card aria-labelledby="round-points" className="min-w-0 p-4 sm:p-6">
        <CardTitle id="round-points" className="text-xl sm:text-2xl">
          {S.roundPoints}
        </CardTitle>
        {table ? (
          <RoundScoreTable table={table} players={view.players} you={view.you} className="mt-3" />
        ) : null}
      </Card>
      <div className="grid gap-4 md:grid-cols-2 md:items-start">
        <Card aria-labelledby="running-totals" className="p-4 sm:p-6">
          <CardTitle id="running-totals" className="text-xl sm:text-2xl">
            {S.totals}
          </CardTitle>
          <RankingList standings={view.standings} players={view.players} you={view.you} className="mt-3" />
        </Card>
        <div className="flex flex-col gap-4">
          <NextRoundControl view={view} last={last} pending={pending} onNext={next} />
          {view.allowed.includes('game:round-settings') && !last ? (
            <Suspense fallback={null}>
              <HostTools roomId={roomId} view={view} />
            </Suspense>
          ) : null}
        </div>
      </div>
    </div>
  );
}
