import type { ReviewAnswerView } from '@npat/engine';
import { Unlink } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { useText } from '@/i18n/use-text';
import { ChallengeControl } from './challenge-control';
import { CreativeControl } from './creative-control';

type AnswerActionsProps = {
  answer: ReviewAnswerView;
  authorName: string;
  categoryTitle: string;
  /** Someone else's answer and the viewer plays: they may challenge it and vote it creative. */
  mayVote: boolean;
  creativeBonus: boolean;
  /** The house rule 'The referee decides': a doubtful answer's challenge in the viewer's name is the referee's. */
  refereeDecides: boolean;
  pending: boolean;
  onChallenge: (challenge: boolean) => void;
  onCreative: (creative: boolean) => void;
  /** Takes the answer out of the group players joined it into; null when it is not in one. */
  onSplit: (() => void) | null;
  /** Join buttons for 'maybe the same' answers that could not be drawn beside it. */
  joins: ReactNode[];
};

/** Whether the viewer may do anything with an answer: only one that passed the automatic checks is voted on. */
export function hasAnswerActions(answer: ReviewAnswerView, mayVote: boolean, mayRegroup: boolean): boolean {
  return mayRegroup || (mayVote && answer.mark === 'ok');
}

/** What the viewer may do with one answer: Split, Join, Creative, Challenge. */
export function AnswerActions({
  answer,
  authorName,
  categoryTitle,
  mayVote,
  creativeBonus,
  refereeDecides,
  pending,
  onChallenge,
  onCreative,
  onSplit,
  joins,
}: AnswerActionsProps) {
  const S = useText().scoring.review;
  const votable = hasAnswerActions(answer, mayVote, false);
  const about = { authorName, categoryTitle, pending, answer };
  return (
    <>
      {onSplit ? (
        <Button
          variant="secondary"
          size="sm"
          aria-disabled={pending || undefined}
          aria-label={S.splitLabel({ text: answer.text })}
          onClick={onSplit}
        >
          <Unlink aria-hidden="true" className="size-4" />
          {S.split}
        </Button>
      ) : null}
      {joins}
      {votable && creativeBonus ? <CreativeControl {...about} onVote={onCreative} /> : null}
      {votable ? (
        <ChallengeControl
          {...about}
          byReferee={refereeDecides && answer.referee?.verdict === 'doubtful'}
          onChallenge={onChallenge}
        />
      ) : null}
    </>
  );
}
