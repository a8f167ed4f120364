import type { ReviewAnswerView } from '@npat/engine';
import { Sparkles } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useText } from '@/i18n/use-text';
import { cn } from '@/lib/cn';

type CreativeControlProps = {
  answer: ReviewAnswerView;
  authorName: string;
  categoryTitle: string;
  pending: boolean;
  onVote: (creative: boolean) => void;
};

/**
 * The creative bonus house rule in the review: the viewer's own vote as a toggle, pressed once they voted. The
 * votes so far are on the answer's line; the bonus needs as many as a rejection does (more than half of the
 * others), and whether they grant it is the server's. Like Challenge it is never disabled while a vote is on
 * its way, so focus stays on it.
 */
export function CreativeControl({
  answer,
  authorName,
  categoryTitle,
  pending,
  onVote,
}: CreativeControlProps) {
  const S = useText().scoring.review;
  const voted = answer.votedCreativeByYou;
  const about = { name: authorName, text: answer.text, category: categoryTitle };
  return (
    <Button
      variant="secondary"
      size="sm"
      aria-pressed={voted}
      aria-disabled={pending || undefined}
      aria-label={voted ? S.uncreativeLabel(about) : S.creativeLabel(about)}
      className={cn(voted && 'bg-yellow-100 text-yellow-900 dark:bg-yellow-950 dark:text-yellow-200')}
      onClick={() => {
        if (!pending) onVote(!voted);
      }}
    >
      <Sparkles aria-hidden="true" className="size-4" />
      {S.creative}
    </Button>
  );
}
