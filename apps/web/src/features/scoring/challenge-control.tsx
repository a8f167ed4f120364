import type { ReviewAnswerView } from '@npat/engine';
import { ThumbsDown } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { SCORING_STRINGS } from './strings';

const S = SCORING_STRINGS.review;

type ChallengeControlProps = {
  answer: ReviewAnswerView;
  authorName: string;
  /** False on the viewer's own answer: they see the tally but may not vote. */
  canChallenge: boolean;
  pending: boolean;
  onChallenge: (challenge: boolean) => void;
};

/**
 * The live tally of challenges once there is one ('1 of 2' needed to reject) and, on someone else's answer,
 * the viewer's own vote: Challenge, or once challenged, the words 'You challenged' with Withdraw.
 */
export function ChallengeControl({
  answer,
  authorName,
  canChallenge,
  pending,
  onChallenge,
}: ChallengeControlProps) {
  const count = answer.challengers.length;
  return (
    <div className="flex items-center gap-2">
      {count > 0 ? (
        <span
          data-testid="challenge-tally"
          className="inline-flex items-center gap-1 rounded-full bg-invalid-soft px-2 text-xs leading-6 font-extrabold text-invalid tabular ring-1 ring-invalid/30"
        >
          <ThumbsDown aria-hidden="true" className="size-3.5" />
          <span aria-hidden="true">{S.tally(count, answer.challengesNeeded)}</span>
          <span className="sr-only">{S.tallyLabel(count, answer.challengesNeeded)}</span>
        </span>
      ) : null}
      {canChallenge && answer.challengedByYou ? (
        <>
          <span className="text-xs font-extrabold text-invalid">{S.youChallenged}</span>
          <Button
            variant="secondary"
            size="sm"
            disabled={pending}
            aria-label={S.withdrawLabel(authorName)}
            onClick={() => onChallenge(false)}
          >
            {S.withdraw}
          </Button>
        </>
      ) : null}
      {canChallenge && !answer.challengedByYou ? (
        <Button
          variant="secondary"
          size="sm"
          disabled={pending}
          aria-label={S.challengeLabel(authorName)}
          onClick={() => onChallenge(true)}
        >
          <ThumbsDown aria-hidden="true" className="size-4" />
          {S.challenge}
        </Button>
      ) : null}
    </div>
  );
}
