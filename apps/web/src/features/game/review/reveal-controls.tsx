import { revealOrder, type PlayerView } from '@npat/protocol';
import { Play, SkipForward, Tv } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useText } from '@/i18n/use-text';
import { useGameIntent } from '@/lib/game-intent';

type RevealControlsProps = {
  roomId: string;
  view: PlayerView;
  /** The host's own deck goes to the category the reveal moved to. */
  onRevealed: (categoryId: string) => void;
};

/**
 * The host's remote for the big screen's reveal (docs/product/rules.md#big-screen): Next brings out one more
 * answer there, Auto lets the screen bring them out by itself until Next. Only the host's view allows it.
 */
export function RevealControls({ roomId, view, onRevealed }: RevealControlsProps) {
  const S = useText().scoring.reveal;
  const { run, pending } = useGameIntent(roomId);
  const review = view.round.review;
  if (!review || !view.allowed.includes('game:reveal')) return null;
  const order = revealOrder(review);
  const auto = review.reveal.autoSince !== null;
  const allOut = !auto && review.reveal.shown >= order.length;

  const next = async () => {
    if (await run('game:reveal', { roomId, pace: 'next' }, () => void next())) {
      const categoryId = order[Math.min(order.length, review.reveal.shown + 1) - 1]?.categoryId;
      if (categoryId !== undefined) onRevealed(categoryId);
    }
  };
  const byItself = () => void run('game:reveal', { roomId, pace: 'auto' }, byItself);

  return (
    <section
      aria-labelledby="reveal-controls"
      className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-2xl bg-surface/80 px-4 py-2 shadow-card"
    >
      <h2 id="reveal-controls" className="flex min-w-0 flex-1 items-center gap-2 text-sm font-extrabold">
        <Tv aria-hidden="true" className="size-5 shrink-0 text-primary-600" />
        <span role="status">
          {auto
            ? S.auto
            : S.count({ shown: Math.min(review.reveal.shown, order.length), total: order.length })}
        </span>
      </h2>
      <div className="flex gap-2">
        {auto ? null : (
          <Button variant="secondary" size="sm" onClick={byItself} disabled={pending || allOut}>
            <Play aria-hidden="true" className="size-5" />
            {S.byItself}
          </Button>
        )}
        <Button size="sm" onClick={() => void next()} disabled={pending || allOut}>
          <SkipForward aria-hidden="true" className="size-5" />
          {S.next}
        </Button>
      </div>
    </section>
  );
}
