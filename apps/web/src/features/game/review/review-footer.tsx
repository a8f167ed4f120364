import type { PlayerView } from '@npat/engine';
import { Check, CircleCheck, Crown, FastForward } from 'lucide-react';
import { PlayerAvatar } from '@/components/game/player-avatar';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useText } from '@/i18n/use-text';

type ReviewFooterProps = {
  view: PlayerView;
  pending: boolean;
  onDone: () => void;
  onContinue: () => void;
};

/**
 * The end of the review: who is done (animals with ticks), the player's own Done, and Continue for the
 * host. Everyone else is told who the host is, so they know who can move the game on.
 */
export function ReviewFooter({ view, pending, onDone, onContinue }: ReviewFooterProps) {
  const S = useText().scoring.footer;
  const doneUids = view.round.review?.done ?? [];
  const inGame = view.players.filter((player) => !player.left);
  const iAmDone = doneUids.includes(view.you);
  // What the server takes from this viewer now: Continue is the host's, Done a player's.
  const canContinue = view.allowed.includes('game:continue');
  const canBeDone = view.allowed.includes('game:review-done');
  const host = view.players.find((player) => player.uid === view.hostUid);
  return (
    <Card aria-label={S.label} className="flex flex-col gap-4 p-4 sm:p-6">
      <div className="flex flex-wrap items-center gap-3">
        <ul className="flex -space-x-1" aria-hidden="true">
          {inGame.map((player) => (
            <li key={player.uid}>
              <PlayerAvatar
                photoURL={player.photoURL}
                className="size-9"
                badge={
                  doneUids.includes(player.uid) ? (
                    <span className="grid size-4 place-items-center rounded-full bg-valid text-on-fill ring-2 ring-surface">
                      <Check className="size-3" strokeWidth={3} />
                    </span>
                  ) : null
                }
              />
            </li>
          ))}
        </ul>
        <p data-testid="review-done-count" className="font-extrabold tabular">
          {S.doneCount({
            done: doneUids.filter((uid) => inGame.some((p) => p.uid === uid)).length,
            total: inGame.length,
          })}
        </p>
      </div>
      {iAmDone ? (
        <p role="status" className="flex items-center gap-2 font-bold text-valid">
          <CircleCheck aria-hidden="true" className="size-5 shrink-0" />
          {S.youAreDone}
        </p>
      ) : null}
      <p className="flex items-center gap-2 text-sm font-bold text-ink-muted">
        <Crown aria-hidden="true" className="size-4 shrink-0 text-yellow-700 dark:text-yellow-400" />
        {canContinue ? S.youCanContinue : S.hostCanContinue({ name: host?.displayName ?? '' })}
      </p>
      <div className="flex flex-col gap-3 sm:flex-row">
        {iAmDone || !canBeDone ? null : (
          <Button className="sm:flex-1" onClick={onDone} disabled={pending}>
            <CircleCheck aria-hidden="true" className="size-5" />
            {S.done}
          </Button>
        )}
        {canContinue ? (
          <Button variant="accent" className="sm:flex-1" onClick={onContinue} disabled={pending}>
            <FastForward aria-hidden="true" className="size-5" />
            {S.continue}
          </Button>
        ) : null}
      </div>
    </Card>
  );
}
