import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useText } from '@/i18n/use-text';

type CategoryPagerProps = {
  index: number;
  total: number;
  title: string;
  onGo: (index: number) => void;
};

/** Where the player is in the review on a phone ('Category 3 of 7', its title) and the buttons to move on. */
export function CategoryPager({ index, total, title, onGo }: CategoryPagerProps) {
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
      <p aria-live="polite" className="min-w-0 flex-1 text-center leading-tight">
        <span
          data-testid="review-position"
          className="block text-xs font-extrabold text-ink-muted uppercase tabular"
        >
          {S.position({ number: index + 1, total })}
        </span>
        <span className="block truncate font-black">{title}</span>
      </p>
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
