import type { PlayerView } from '@npat/engine';
import { Check } from 'lucide-react';
import { PlayerAvatar } from '@/components/game/player-avatar';
import { useText } from '@/i18n/use-text';
import { cn } from '@/lib/cn';

/**
 * How far the others are (every player, for a spectator): each one's animal with how many categories they
 * filled (n/N) and a tick once they are done. Counts only: the view never holds another player's text before
 * the review.
 */
export function ProgressStrip({ view, heading }: { view: PlayerView; heading?: string }) {
  const S = useText().game.progress;
  const total = view.round.categories.length;
  const others = view.players.filter((player) => player.uid !== view.you);
  if (others.length === 0) return null;
  return (
    <section aria-labelledby="progress-heading" className="rounded-card bg-surface/80 px-4 py-3 shadow-card">
      <h2 id="progress-heading" className="text-sm font-extrabold text-ink-muted uppercase">
        {heading ?? S.heading}
      </h2>
      <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-3">
        {others.map((player) => {
          const progress = view.round.progress.find((each) => each.uid === player.uid);
          const filled = progress?.filled ?? 0;
          const done = progress?.done ?? false;
          return (
            <li
              key={player.uid}
              data-testid="player-progress"
              data-done={done || undefined}
              className={cn('flex w-16 flex-col items-center gap-1', player.left && 'opacity-50')}
            >
              <span className="sr-only">
                {player.left
                  ? S.left({ name: player.displayName })
                  : (done ? S.statusDone : S.status)({ name: player.displayName, filled, total })}
              </span>
              <PlayerAvatar
                photoURL={player.photoURL}
                away={!player.connected && !player.left}
                isHost={player.isHost}
                bot={player.bot !== null}
                className="size-12"
                badge={
                  done ? (
                    <span className="grid size-5 place-items-center rounded-full bg-valid text-on-fill ring-2 ring-surface">
                      <Check aria-hidden="true" className="size-3.5" strokeWidth={3} />
                    </span>
                  ) : null
                }
              />
              <span aria-hidden="true" className="max-w-full truncate text-xs font-bold">
                {player.displayName}
              </span>
              <span
                aria-hidden="true"
                data-testid="progress-count"
                className={cn(
                  'rounded-full px-2 text-xs leading-5 font-extrabold tabular',
                  done ? 'bg-valid text-on-fill' : 'bg-primary-100 text-primary-700',
                )}
              >
                {done ? `✓ ${S.filled({ filled, total })}` : S.filled({ filled, total })}
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
