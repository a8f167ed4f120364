import { useText } from '@/i18n/use-text';
import { cn } from '@/lib/cn';
import { CountdownArc } from '@/components/game/countdown-arc';
import { formatCountdown } from '@/components/game/format-countdown';
import { useCountdown } from '@/components/game/use-countdown';

type CountdownRingProps = {
  /** When the counted time began and when it ends, both server time in ms. */
  startsAt: number;
  endsAt: number;
  /** What is counted down, for screen readers (e.g. 'Time to answer'). */
  label: string;
  /** The ring's own size (e.g. smaller on phones); the word under it keeps its size. */
  className?: string;
};

/**
 * A ring that drains as server time runs out, with the seconds in tabular figures so they do not jitter.
 * The word ('left', and 'Hurry!' in red in the last 10 s, so the warning never rests on colour alone) is a
 * tag on the ring's lower edge rather than inside it: the inside of a phone's ring is 54 px wide, and 'Acele
 * et!' or 'restante' did not fit there (docs/decisions/061-timer-and-header-fit-every-language.md).
 */
export function CountdownRing({ startsAt, endsAt, label, className }: CountdownRingProps) {
  const t = useText().gamePanels;
  const { left, seconds, share, urgent } = useCountdown(startsAt, endsAt);
  return (
    <div
      role="timer"
      aria-label={t.timerLabel({ what: label, seconds })}
      data-urgent={urgent || undefined}
      className={cn('flex shrink-0 flex-col items-center', urgent ? 'text-invalid' : 'text-ink')}
    >
      <div
        data-testid="countdown-ring"
        className={cn(
          '@container relative grid size-20 place-items-center rounded-full bg-surface shadow-card',
          className,
        )}
      >
        <CountdownArc share={share} urgent={urgent} className="absolute inset-0 size-full" />
        <span
          aria-hidden="true"
          data-testid="countdown-digits"
          // Sized to the ring (a phone's is smaller), and smaller for minutes, so '3:06' fits its inside too.
          className={cn(
            'relative leading-none font-black tabular',
            left >= 60_000 ? 'text-[28cqw]' : 'text-[36cqw]',
          )}
        >
          {formatCountdown(left)}
        </span>
      </div>
      <span
        aria-hidden="true"
        data-testid="countdown-word"
        className={cn(
          'relative -mt-3 rounded-full px-2 py-1 text-xs leading-none font-extrabold whitespace-nowrap uppercase',
          urgent ? 'bg-invalid text-on-fill' : 'bg-surface text-ink ring-2 ring-primary-100',
        )}
      >
        {urgent ? t.hurry : t.timeLeft}
      </span>
    </div>
  );
}
