import type { ReviewAnswerView } from '@npat/engine';
import { Ban, Link2, Sparkles, ThumbsDown, TriangleAlert } from 'lucide-react';
import { useText } from '@/i18n/use-text';
import { cn } from '@/lib/cn';
import { RefereeChip } from './referee-chip';

const CHIP =
  'inline-flex shrink-0 items-center gap-1 rounded-full px-2 text-xs leading-6 font-extrabold whitespace-nowrap tabular ring-1';
const RED = 'bg-invalid-soft text-invalid ring-invalid/30';

function Mark({ icon: Icon, label }: { icon: typeof Ban; label: string }) {
  return (
    <span className={cn(CHIP, RED)}>
      <Icon aria-hidden="true" className="size-3.5 shrink-0" />
      {label}
    </span>
  );
}

type AnswerTalliesProps = {
  answer: ReviewAnswerView;
  creativeBonus: boolean;
  /** The engine finds it alike another answer not drawn beside it (Join is among the line's actions). */
  maybeSame: boolean;
};

/**
 * What an answer's line says of it at a glance: the referee's mark, the automatic marks (icon and word, never colour alone), the
 * live tally of challenges and of creative votes, and 'Maybe the same?'. Chips never wrap inside ('2 of 2'
 * stays on one line).
 */
export function AnswerTallies({ answer, creativeBonus, maybeSame }: AnswerTalliesProps) {
  const S = useText().scoring.review;
  const challenges = answer.challengers.length;
  const needed = answer.challengesNeeded;
  const creative = answer.creativeVoters.length;
  return (
    <>
      {answer.referee ? <RefereeChip mark={answer.referee} /> : null}
      {answer.mark === 'wrongLetter' ? <Mark icon={TriangleAlert} label={S.wrongLetter} /> : null}
      {answer.rejected ? <Mark icon={Ban} label={S.rejected} /> : null}
      {challenges > 0 ? (
        <span data-testid="challenge-tally" className={cn(CHIP, RED)}>
          <ThumbsDown aria-hidden="true" className="size-3.5" />
          <span aria-hidden="true">{S.tally({ count: challenges, needed })}</span>
          <span className="sr-only">{S.tallyLabel({ count: challenges, needed })}</span>
        </span>
      ) : null}
      {creativeBonus && creative > 0 ? (
        <span
          data-testid="creative-tally"
          className={cn(
            CHIP,
            answer.creativeGranted
              ? 'bg-yellow-100 text-yellow-800 ring-yellow-600/40 dark:bg-yellow-950 dark:text-yellow-300'
              : 'bg-primary-50 text-primary-700 ring-primary-200',
          )}
        >
          <Sparkles aria-hidden="true" className="size-3.5" />
          <span aria-hidden="true">
            {answer.creativeGranted ? S.creativeGranted : S.creativeCount({ count: creative, needed })}
          </span>
          <span className="sr-only">{S.creativeTally({ count: creative, needed })}</span>
        </span>
      ) : null}
      {maybeSame ? (
        <span className={cn(CHIP, 'bg-accent-50 text-accent-700 ring-accent-500/30')}>
          <Link2 aria-hidden="true" className="size-3.5" />
          {S.maybeSame}
        </span>
      ) : null}
    </>
  );
}
