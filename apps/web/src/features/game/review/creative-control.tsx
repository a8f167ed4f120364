import type { ReviewAnswerView } from '@npat/engine';
import { Sparkles } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useText } from '@/i18n/use-text';
import { cn } from '@/lib/cn';

type CreativeControlProps = {
  answer: ReviewAnswerView;
  authorName: string;
  categoryTitle: string;
  /** False on the viewer's own answer and for a spectator: they see the tally but may not vote. */
  canVote: boolean;
  pending: boolean;
  onVote: (creative: boolean) => void;
};

/**
 * The creative bonus house rule in the review: the votes so far (the bonus needs as many as a rejection does,
 * more than half of the others) and the viewer's own vote as a toggle, pressed once they voted. Like the
 * challenge button it is never disabled while a vote is on its way, so focus stays on it.
 */
export function CreativeControl({
  answer,
  authorName,
  categoryTitle,
  canVote,
  pending,
  onVote,
}: CreativeControlProps) {
  const S = useText().scoring.review;
  const count = answer.creativeVoters.length;
  // The bonus needs as many votes as a rejection (the same electorate); whether they grant it is the server's.
  const needed = answer.challengesNeeded;
  const granted = answer.creativeGranted;
  const voted = answer.votedCreativeByYou;
  const about = { name: authorName, text: answer.text, category: categoryTitle };
  return (
    <div className="flex items-center gap-2">
      {count > 0 ? (
        <span
          data-testid="creative-tally"
          className={cn(
            'inline-flex items-center gap-1 rounded-full px-2 text-xs leading-6 font-extrabold tabular ring-1',
            granted
              ? 'bg-yellow-100 text-yellow-800 ring-yellow-600/40 dark:bg-yellow-950 dark:text-yellow-300'
              : 'bg-primary-50 text-primary-700 ring-primary-200',
          )}
        >
          <Sparkles aria-hidden="true" className="size-3.5" />
          <span aria-hidden="true">{granted ? S.creativeGranted : S.creativeCount({ count, needed })}</span>
          <span className="sr-only">{S.creativeTally({ count, needed })}</span>
        </span>
      ) : null}
      {canVote ? (
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
      ) : null}
    </div>
  );
}
