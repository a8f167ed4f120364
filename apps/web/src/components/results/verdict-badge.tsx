import type { AnswerVerdict } from '@npat/engine';
import { Ban, CircleCheck, CircleMinus, Sparkles, Star, TriangleAlert, Users } from 'lucide-react';
import { useText } from '@/i18n/use-text';
import { cn } from '@/lib/cn';

const LOOK: Record<AnswerVerdict, { icon: typeof Ban; className: string }> = {
  only: { icon: Star, className: 'bg-valid-soft text-valid ring-valid/40' },
  unique: { icon: CircleCheck, className: 'bg-valid-soft text-valid ring-valid/30' },
  shared: { icon: Users, className: 'bg-accent-50 text-accent-700 ring-accent-500/30' },
  empty: { icon: CircleMinus, className: 'bg-primary-50 text-ink-muted ring-primary-200' },
  wrongLetter: { icon: TriangleAlert, className: 'bg-invalid-soft text-invalid ring-invalid/30' },
  rejected: { icon: Ban, className: 'bg-invalid-soft text-invalid ring-invalid/30' },
};

type VerdictBadgeProps = {
  verdict: AnswerVerdict;
  points: number;
  /** Voted creative: its points include the bonus, and the badge says so. */
  creative?: boolean;
};

/**
 * What an answer scored, as points, an icon and a word (20 Only answer, 10 Unique, 5 Shared, 0 Wrong letter
 * …), with a sparkle and "creative" when the others voted it so.
 */
export function VerdictBadge({ verdict, points, creative = false }: VerdictBadgeProps) {
  const t = useText().resultTables;
  const { icon: Icon, className } = LOOK[verdict];
  return (
    <span
      data-verdict={verdict}
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2 text-xs leading-6 font-extrabold whitespace-nowrap ring-1',
        className,
      )}
    >
      <Icon aria-hidden="true" className="size-3.5 shrink-0" />
      <span className="tabular">{points}</span>
      {t.verdict[verdict]}
      {creative ? (
        <>
          <Sparkles
            aria-hidden="true"
            className="ml-0.5 size-3.5 shrink-0 text-yellow-700 dark:text-yellow-400"
          />
          {t.creative}
        </>
      ) : null}
    </span>
  );
}
