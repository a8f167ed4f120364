import { useText } from '@/i18n/use-text';
import { cn } from '@/lib/cn';
import { CountdownArc } from '@/components/game/countdown-arc';
import { useCountdown } from '@/components/game/use-countdown';

type CountdownLineProps = {
  /** When the counted time began and when it ends, both server time in ms. */
  startsAt: number;
  endsAt: number;
  /** What is counted down, for screen readers (e.g. 'Next round'). */
  label: string;
  /** The sentence players read, with the seconds in it: 'Next round in 12'. */
  sentence: (seconds: number) => string;
  className?: string;
};

/**
 * A countdown told in a sentence ('Next round in 12') beside a small draining ring, for a screen that waits
 * rather than hurries: a sentence in any language fits a line where it would not fit inside a ring.
 */
export function CountdownLine({ startsAt, endsAt, label, sentence, className }: CountdownLineProps) {
  const t = useText().gamePanels;
  const { seconds, share } = useCountdown(startsAt, endsAt);
  return (
    <div
      role="timer"
      aria-label={t.timerLabel({ what: label, seconds })}
      className={cn(
        'inline-flex max-w-full items-center gap-2.5 self-start rounded-full bg-surface py-1.5 pr-4 pl-1.5 text-ink shadow-card',
        className,
      )}
    >
      <CountdownArc share={share} urgent={false} className="size-8 shrink-0" />
      <span aria-hidden="true" data-testid="countdown-sentence" className="min-w-0 font-extrabold tabular">
        {sentence(seconds)}
      </span>
    </div>
  );
}
