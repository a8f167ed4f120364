import { CircleCheck, OctagonX } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useText } from '@/i18n/use-text';
import { BottomActionBar } from '../parts/bottom-action-bar';

type RoundActionsProps = {
  /** The server takes Done now (the view's `allowed`): in both end modes while answering is open. */
  canDone: boolean;
  /** The server takes STOP now (the view's `allowed`): Fastest Finger, before anyone stopped. */
  canStop: boolean;
  /** Every category has text (STOP needs it). */
  allFilled: boolean;
  /** This player pressed Done (or their STOP counted as done). */
  done: boolean;
  pending: boolean;
  onDone: () => void;
  onStop: () => void;
};

/**
 * The answering screen's bottom bar: Done (the player is finished; the round goes on for the others), and
 * in Fastest Finger STOP beside it, the call that gives everyone else 10 seconds, once every category is
 * filled. After Done the bar says so, and STOP stays for a player who filled everything.
 */
export function RoundActions({
  canDone,
  canStop,
  allFilled,
  done,
  pending,
  onDone,
  onStop,
}: RoundActionsProps) {
  const S = useText().game.actions;
  if (!canStop && (done || !canDone)) {
    return done ? (
      <BottomActionBar label={S.barLabel}>
        <YouAreDone />
      </BottomActionBar>
    ) : null;
  }
  return (
    <BottomActionBar
      label={S.barLabel}
      hint={canStop && !allFilled ? <p id="stop-hint">{S.stopHint}</p> : null}
    >
      {done ? (
        <YouAreDone />
      ) : canDone ? (
        <Button
          variant={canStop ? 'secondary' : 'primary'}
          className="min-h-14 text-lg"
          onClick={onDone}
          disabled={pending}
          aria-busy={pending || undefined}
        >
          {pending ? <Spinner /> : <CircleCheck aria-hidden="true" className="size-5" />}
          {S.done}
        </Button>
      ) : null}
      {canStop ? (
        <Button
          variant="danger"
          className="min-h-14 text-xl"
          onClick={onStop}
          disabled={!allFilled || pending}
          aria-describedby={allFilled ? undefined : 'stop-hint'}
          aria-busy={pending || undefined}
        >
          {pending ? <Spinner /> : <OctagonX aria-hidden="true" className="size-6" />}
          {S.stop}
        </Button>
      ) : null}
    </BottomActionBar>
  );
}

/** A line of its own, not squeezed beside STOP. */
function YouAreDone() {
  const S = useText().game.actions;
  return (
    <p
      role="status"
      className="flex min-h-8 basis-full! items-center justify-center gap-2 text-center font-bold text-valid"
    >
      <CircleCheck aria-hidden="true" className="size-5 shrink-0" />
      {S.youAreDone}
    </p>
  );
}
