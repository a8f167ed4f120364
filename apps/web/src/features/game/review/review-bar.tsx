import type { PlayerView } from '@npat/engine';
import { Check, CircleCheck, FastForward } from 'lucide-react';
import { PlayerAvatar } from '@/components/game/player-avatar';
import { Button } from '@/components/ui/button';
import { useText } from '@/i18n/use-text';
import { BottomActionBar } from '../parts/bottom-action-bar';

type ReviewBarProps = {
  view: PlayerView;
  pending: boolean;
  onDone: () => void;
  onContinue: () => void;
  className?: string;
};

/**
 * The review's actions on the round screens' bottom bar: the player's own Done and the host's Continue, in
 * reach whichever card the player is on, and under them who is done (animals with ticks, 'n of m done').
 */
export function ReviewBar({ view, pending, onDone, onContinue, className }: ReviewBarProps) {
  const S = useText().scoring.footer;
  const doneUids = view.round.review?.done ?? [];
  const inGame = view.players.filter((player) => !player.left);
  const iAmDone = doneUids.includes(view.you);
  // What the server takes from this viewer now: Continue is the host's, Done a player's.
  const canContinue = view.allowed.includes('game:continue');
  const showDone = !iAmDone && view.allowed.includes('game:review-done');
  const progress = (
    <div className="flex flex-wrap items-center justify-center gap-x-2 gap-y-1">
      <ul className="flex -space-x-2" aria-hidden="true">
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
      <span data-testid="review-done-count" className="text-ink tabular">
        {S.doneCount({
          done: doneUids.filter((uid) => inGame.some((p) => p.uid === uid)).length,
          total: inGame.length,
        })}
      </span>
      {iAmDone ? (
        <span role="status" className="flex items-center gap-1 text-valid">
          <CircleCheck aria-hidden="true" className="size-4 shrink-0" />
          {S.youAreDone}
        </span>
      ) : null}
    </div>
  );
  return (
    <BottomActionBar label={S.label} hint={progress} className={className}>
      {showDone ? (
        <Button className="px-4 whitespace-nowrap" onClick={onDone} disabled={pending}>
          <CircleCheck aria-hidden="true" className="size-5" />
          {S.done}
        </Button>
      ) : null}
      {canContinue ? (
        <Button variant="accent" className="px-4 whitespace-nowrap" onClick={onContinue} disabled={pending}>
          <FastForward aria-hidden="true" className="size-5" />
          {S.continue}
        </Button>
      ) : null}
    </BottomActionBar>
  );
}
