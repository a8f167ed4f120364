import type { PlayerView } from '@npat/engine';
import { Crown, Play, Trophy } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useText } from '@/i18n/use-text';

type NextRoundControlProps = { view: PlayerView; last: boolean; pending: boolean; onNext: () => void };

/** The host's Next round (or final results after the last round); the others are told who decides. */
export function NextRoundControl({ view, last, pending, onNext }: NextRoundControlProps) {
  const S = useText().scoring.results;
  const host = view.players.find((player) => player.uid === view.hostUid)?.displayName ?? '';
  if (!view.allowed.includes('game:next-round')) {
    return (
      <p className="flex items-center justify-center gap-2 rounded-2xl bg-surface px-4 py-3 text-center font-bold shadow-card">
        <Crown aria-hidden="true" className="size-5 shrink-0 text-yellow-700 dark:text-yellow-400" />
        {(last ? S.hostFinishes : S.hostStarts)({ name: host })}
      </p>
    );
  }
  return (
    <div className="flex flex-col items-center gap-2">
      <Button className="w-full sm:w-72" onClick={onNext} disabled={pending}>
        {last ? (
          <Trophy aria-hidden="true" className="size-5" />
        ) : (
          <Play aria-hidden="true" className="size-5" />
        )}
        {last ? S.finalResults : S.nextRound}
      </Button>
      <p className="text-sm font-bold text-ink-muted">{S.youStart}</p>
    </div>
  );
}
