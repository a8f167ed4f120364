import type { ReviewAnswerView } from '@npat/engine';
import { ThumbsDown } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useText } from '@/i18n/use-text';

type ChallengeControlProps = {
  answer: ReviewAnswerView;
  authorName: string;
  /** The category's title, so the button says which answer it is about. */
  categoryTitle: string;
  pending: boolean;
  /**
   * The referee decides and doubts this answer: the challenge in the viewer's name is the referee's, so it reads
   * 'Struck by the referee' with 'Keep it' (withdrawing it) until the viewer changes it.
   */
  byReferee?: boolean;
  onChallenge: (challenge: boolean) => void;
};

/**
 * The viewer's own vote on someone else's answer: Challenge, or once challenged, the words 'You challenged'
 * with Withdraw (the tally is on the answer's line, `answer-tallies.tsx`). Challenge and Withdraw are one
 * button whose words change, and it is never disabled while the vote is on its way (`aria-disabled`
 * instead), so keyboard focus stays on it rather than falling back to the page.
 */
export function ChallengeControl({
  answer,
  authorName,
  categoryTitle,
  pending,
  byReferee = false,
  onChallenge,
}: ChallengeControlProps) {
  const S = useText().scoring.review;
  const challenged = answer.challengedByYou;
  const about = { name: authorName, text: answer.text, category: categoryTitle };
  const words =
    byReferee && challenged
      ? { said: S.referee.struck, button: S.referee.keep, label: S.referee.keepLabel(about) }
      : challenged
        ? { said: S.youChallenged, button: S.withdraw, label: S.withdrawLabel(about) }
        : { said: null, button: S.challenge, label: S.challengeLabel(about) };
  return (
    <div className="flex items-center gap-2">
      {words.said ? <span className="text-xs font-extrabold text-invalid">{words.said}</span> : null}
      <Button
        variant="secondary"
        size="sm"
        aria-disabled={pending || undefined}
        aria-label={words.label}
        onClick={() => {
          if (!pending) onChallenge(!challenged);
        }}
      >
        {challenged ? null : <ThumbsDown aria-hidden="true" className="size-4" />}
        {words.button}
      </Button>
    </div>
  );
}
