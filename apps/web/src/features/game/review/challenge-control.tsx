import type { ReviewAnswerView } from '@npat/engine';
import { ThumbsDown } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useText } from '@/i18n/use-text';

type ChallengeControlProps = {
  answer: ReviewAnswerView;
  authorName: string;
  /** The category's title, so the button says which answer it is about. */
  categoryTitle: string;
  /** False on the viewer's own answer: they see the tally but may not vote. */
  canChallenge: boolean;
  pending: boolean;
  onChallenge: (challenge: boolean) => void;
};

/**
 * The live tally of challenges once there is one ('1 of 2' needed to reject) and, on someone else's answer,
 * the viewer's own vote: Challenge, or once challenged, the words 'You challenged' with Withdraw. Challenge
 * and Withdraw are one button whose words change, and it is never disabled while the vote is on its way
 * (`aria-disabled` instead), so keyboard focus stays on it rather than falling back to the page.
 */
export function ChallengeControl({
  answer,
  authorName,
  categoryTitle,
  canChallenge,
  pending,
  onChallenge,
}: ChallengeControlProps) {
  const S = useText().scoring.review;
  const count = answer.challengers.length;
  const challenged = answer.challengedByYou;
  const about = { name: authorName, text: answer.text, category: categoryTitle };
  return (
    <div className="flex items-center gap-2">
      {count > 0 ? (
        <span
          data-testid="challenge-tally"
          className="inline-flex items-center gap-1 rounded-full bg-invalid-soft px-2 text-xs leading-6 font-extrabold text-invalid tabular ring-1 ring-invalid/30"
        >
          <ThumbsDown aria-hidden="true" className="size-3.5" />
          <span aria-hidden="true">{S.tally({ count, needed: answer.challengesNeeded })}</span>
          <span className="sr-only">{S.tallyLabel({ count, needed: answer.challengesNeeded })}</span>
        </span>
      ) : null}
      {canChallenge && challenged ? (
        <span className="text-xs font-extrabold text-invalid">{S.youChallenged}</span>
      ) : null}
      {canChallenge ? (
        <Button
          variant="secondary"
          size="sm"
          aria-disabled={pending || undefined}
          aria-label={challenged ? S.withdrawLabel(about) : S.challengeLabel(about)}
          onClick={() => {
            if (!pending) onChallenge(!challenged);
          }}
        >
          {challenged ? null : <ThumbsDown aria-hidden="true" className="size-4" />}
          {challenged ? S.withdraw : S.challenge}
        </Button>
      ) : null}
    </div>
  );
}
