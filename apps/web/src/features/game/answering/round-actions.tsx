import type { GameEndMode } from '@npat/engine';
import { CircleCheck, OctagonX } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useText } from '@/i18n/use-text';

type RoundActionsProps = {
  endMode: GameEndMode;
  /** Every category has text (STOP needs it). */
  allFilled: boolean;
  /** This player pressed Done (or their STOP counted as done). */
  done: boolean;
  /** Someone pressed STOP already: only the first STOP counts. */
  stopped: boolean;
  pending: boolean;
  onDone: () => void;
  onStop: () => void;
};

/** Round Timer: Done. Fastest Finger: STOP, once every category is filled. */
export function RoundActions({
  endMode,
  allFilled,
  done,
  stopped,
  pending,
  onDone,
  onStop,
}: RoundActionsProps) {
  const S = useText().game.actions;
  if (done) {
    return (
      <p
        role="status"
        className="flex items-center justify-center gap-2 rounded-2xl bg-surface px-4 py-3 font-bold text-valid shadow-card"
      >
        <CircleCheck aria-hidden="true" className="size-5 shrink-0" />
        {S.youAreDone}
      </p>
    );
  }
  if (endMode === 'Round Timer') {
    return (
      <Button
        className="w-full sm:mx-auto sm:w-64"
        onClick={onDone}
        disabled={pending}
        aria-busy={pending || undefined}
      >
        {pending ? <Spinner /> : <CircleCheck aria-hidden="true" className="size-5" />}
        {S.done}
      </Button>
    );
  }
  if (stopped) return null;
  return (
    <div className="flex flex-col items-center gap-2">
      <Button
        variant="danger"
        className="min-h-14 w-full text-xl sm:w-64"
        onClick={onStop}
        disabled={!allFilled || pending}
        aria-describedby={allFilled ? undefined : 'stop-hint'}
        aria-busy={pending || undefined}
      >
        {pending ? <Spinner /> : <OctagonX aria-hidden="true" className="size-6" />}
        {S.stop}
      </Button>
      {allFilled ? null : (
        <p id="stop-hint" className="text-sm font-bold text-ink-muted">
          {S.stopHint}
        </p>
      )}
    </div>
  );
}
