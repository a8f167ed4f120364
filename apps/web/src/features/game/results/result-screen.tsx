import type { PlayerView } from '@npat/engine';
import { House, RotateCcw, Trophy } from 'lucide-react';
import { RankingList } from '@/components/results/ranking-list';
import { RoundScoreTable } from '@/components/results/round-score-table';
import { Button } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { formatNames } from '@/i18n/format';
import { useLocale, useText } from '@/i18n/use-text';
import { SpectatorBar } from '../parts/spectator-bar';
import { Confetti } from '@/components/game/confetti';
import { PlayAgainInvite } from './play-again-invite';
import { Podium } from './podium';
import { ShareResults } from './share-results';
import { usePlayAgain } from './use-play-again';

/**
 * FINAL_RESULTS: the podium with confetti, the full ranking, every round's table, Play again, Home and
 * Share (the results as a picture).
 */
export function ResultScreen({ roomId, view }: { roomId: string; view: PlayerView }) {
  const S = useText().result;
  const locale = useLocale();
  const { invite, pending, playAgain, join, home } = usePlayAgain(roomId);
  const winners = view.standings
    .filter((standing) => standing.place === 1)
    .map((standing) => view.players.find((player) => player.uid === standing.uid)?.displayName ?? '');
  const winnerNames = formatNames(winners, locale);
  const played = view.results.length;
  const stillIn = view.players.filter((player) => !player.left).length;
  return (
    // `isolate`: the stacking context the confetti falls in, behind the cards (see Confetti).
    <div className="isolate mx-auto flex w-full max-w-5xl flex-col gap-4">
      <Confetti />
      {invite ? <PlayAgainInvite hostName={nameOf(view, invite.hostUid)} onJoin={join} /> : null}
      <SpectatorBar roomId={roomId} view={view} />
      <Card aria-labelledby="result-title" className="flex flex-col items-center gap-6 text-center">
        <div>
          <h1
            id="result-title"
            className="flex items-center justify-center gap-2 text-3xl font-black sm:text-4xl"
          >
            <Trophy aria-hidden="true" className="size-8 text-yellow-600 dark:text-yellow-400" />
            {S.title}
          </h1>
          <p data-testid="winner" className="mt-1 text-lg font-extrabold text-primary-700">
            {played === 0 ? S.noWinner : S.winner({ count: winners.length, names: winnerNames })}
          </p>
          {played < view.settings.rounds ? (
            <p className="mt-2 font-semibold text-ink-muted">
              {/* Two or more still in: the host ended it; otherwise everyone else had left. */}
              {stillIn > 1
                ? S.endedByHost({ played, rounds: view.settings.rounds })
                : S.endedEarly({ played, rounds: view.settings.rounds })}
            </p>
          ) : null}
        </div>
        <Podium standings={view.standings} players={view.players} />
        <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
          {/* Play again opens a lobby for the game's players; a spectator may follow their invitation. */}
          {view.watching ? null : (
            <Button onClick={() => void playAgain()} disabled={pending} aria-busy={pending || undefined}>
              {pending ? <Spinner /> : <RotateCcw aria-hidden="true" className="size-5" />}
              {S.playAgain}
            </Button>
          )}
          <Button variant="secondary" onClick={home}>
            <House aria-hidden="true" className="size-5" />
            {S.home}
          </Button>
        </div>
        <ShareResults view={view} />
      </Card>
      <Card aria-labelledby="result-ranking" className="p-4 sm:p-6">
        <CardTitle id="result-ranking" className="text-xl sm:text-2xl">
          {S.ranking}
        </CardTitle>
        <RankingList standings={view.standings} players={view.players} you={view.you} className="mt-3" />
      </Card>
      <Card aria-labelledby="result-rounds" className="min-w-0 p-4 sm:p-6">
        <CardTitle id="result-rounds" className="text-xl sm:text-2xl">
          {S.rounds}
        </CardTitle>
        <div className="mt-3 flex flex-col gap-4">
          {view.results.map((table) => (
            <RoundScoreTable key={table.round} table={table} players={view.players} you={view.you} />
          ))}
        </div>
      </Card>
    </div>
  );
}

/** The display name of `uid` among the game's players (the invitation names who opened the new lobby). */
function nameOf(view: PlayerView, uid: string | undefined): string | undefined {
  return uid === undefined ? undefined : view.players.find((player) => player.uid === uid)?.displayName;
}
