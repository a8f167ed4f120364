import type { PlayerView } from '@npat/engine';
import { Check, CircleCheck, FastForward } from 'lucide-react';
import { PlayerAvatar } from '@/components/game/player-avatar';
import { Button } from '@/components/ui/button';
import { useText } from '@/i18n/use-text';

type ReviewBarProps = {
  view: PlayerView;
  pending: boolean;
  onDone: () => void;
  onContinue: () => void;
};

/**
 * The review's bar, pinned to the bottom of the screen: who is done (animals with ticks, 'n of m done'), the
 * player's own Done and the host's Continue, in reach wherever the player is in the cards.
 */
export function ReviewBar({ view, pending, onDone, onContinue }: ReviewBarProps) {
  const S = useText().scoring.footer;
  const doneUids = view.round.review?.done ?? [];
  const inGame = view.players.filter((player) => !player.left);
  const iAmDone = doneUids.includes(view.you);
  // What the server takes from this viewer now: Continue is the host's, Done a player's.
  const canContinue = view.allowed.includes('game:continue');
  const showDone = !iAmDone && view.allowed.includes('game:review-done');
  return (
    <section
      aria-label={S.label}
      className="fixed inset-x-0 bottom-0 z-30 border-t border-black/5 bg-surface/95 px-4 pt-2 pb-[max(0.5rem,env(safe-area-inset-bottom))] shadow-[0_-4px_16px_-8px_rgb(0_0_0/0.25)] backdrop-blur-sm dark:border-white/10"
    >
      <div className="mx-auto flex w-full max-w-6xl flex-wrap items-center gap-x-3 gap-y-2">
        <div className="flex min-w-0 flex-1 items-center gap-2">
          <ul className="flex shrink-0 -space-x-2" aria-hidden="true">
            {inGame.map((player) => (
              <li key={player.uid}>
                <PlayerAvatar
                  photoURL={player.photoURL}
                  className="size-7"
                  badge={
                    doneUids.includes(player.uid) ? (
                      <span className="grid size-3.5 place-items-center rounded-full bg-valid text-on-fill ring-2 ring-surface">
                        <Check className="size-2.5" strokeWidth={3} />
                      </span>
                    ) : null
                  }
                />
              </li>
            ))}
          </ul>
          <p className="min-w-0 text-sm leading-tight font-extrabold">
            <span data-testid="review-done-count" className="tabular">
              {S.doneCount({
                done: doneUids.filter((uid) => inGame.some((p) => p.uid === uid)).length,
                total: inGame.length,
              })}
            </span>
            {iAmDone ? (
              <span role="status" className="flex items-center gap-1 text-xs text-valid">
                <CircleCheck aria-hidden="true" className="size-4 shrink-0" />
                {S.youAreDone}
              </span>
            ) : null}
          </p>
        </div>
        {showDone || canContinue ? (
          <div className="flex gap-2 max-sm:w-full">
            {showDone ? (
              <Button className="px-4 whitespace-nowrap max-sm:flex-1" onClick={onDone} disabled={pending}>
                <CircleCheck aria-hidden="true" className="size-5" />
                {S.done}
              </Button>
            ) : null}
            {canContinue ? (
              <Button
                variant="accent"
                className="px-4 whitespace-nowrap max-sm:flex-1"
                onClick={onContinue}
                disabled={pending}
              >
                <FastForward aria-hidden="true" className="size-5" />
                {S.continue}
              </Button>
            ) : null}
          </div>
        ) : null}
      </div>
    </section>
  );
}
