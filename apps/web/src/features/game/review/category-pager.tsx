import { ChevronLeft, ChevronRight, Crown } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useText } from '@/i18n/use-text';

type CategoryPagerProps = {
  index: number;
  total: number;
  title: string;
  onGo: (index: number) => void;
  /** Where the host's review is, when this player's is elsewhere: a way back to follow the host again. */
  host?: { index: number; name: string; onFollow: () => void };
  /**
   * Whether this player follows a host (is not the host): the way back's line is kept while empty, so the
   * card below does not move down under a finger the moment the player leaves the host's card.
   */
  followsHost?: boolean;
};

/** Where the player is in the review on a phone ('Category 3 of 7', its title) and the buttons to move on. */
export function CategoryPager({ index, total, title, onGo, host, followsHost }: CategoryPagerProps) {
  const S = useText().scoring.review;
  return (
    <nav aria-label={S.categoriesNav} className="flex items-center gap-2">
      <Button
        variant="ghost"
        size="icon"
        className="size-10"
        aria-label={S.previousCategory}
        aria-disabled={index === 0 || undefined}
        onClick={() => onGo(index - 1)}
      >
        <ChevronLeft aria-hidden="true" className="size-6" />
      </Button>
      <div className="min-w-0 flex-1 text-center leading-tight">
        <p aria-live="polite">
          <span
            data-testid="review-position"
            className="block text-xs font-extrabold text-ink-muted uppercase tabular"
          >
            {S.position({ number: index + 1, total })}
          </span>
          <span className="block truncate font-black">{title}</span>
        </p>
        {host ? (
          <button
            type="button"
            data-testid="follow-host"
            onClick={host.onFollow}
            className="mx-auto mt-0.5 flex min-h-6 max-w-full items-center gap-1 rounded-full bg-yellow-100 px-2 text-xs font-extrabold text-yellow-900 dark:bg-yellow-900/40 dark:text-yellow-100"
          >
            <Crown aria-hidden="true" className="size-3.5 shrink-0" />
            <span className="truncate">{S.followHost({ name: host.name, number: host.index + 1 })}</span>
          </button>
        ) : followsHost ? (
          <div aria-hidden="true" data-testid="follow-host-room" className="mt-0.5 min-h-6" />
        ) : null}
      </div>
      <Button
        variant="ghost"
        size="icon"
        className="size-10"
        aria-label={S.nextCategory}
        aria-disabled={index === total - 1 || undefined}
        onClick={() => onGo(index + 1)}
      >
        <ChevronRight aria-hidden="true" className="size-6" />
      </Button>
    </nav>
  );
}
