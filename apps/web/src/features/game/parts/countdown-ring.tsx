import { useServerNow } from '@/lib/clock';
import { useText } from '@/i18n/use-text';
import { cn } from '@/lib/cn';
import { formatCountdown, isUrgent, secondsLeft } from './format-countdown';

type CountdownRingProps = {
  /** When the counted time began and when it ends, both server time in ms. */
  startsAt: number;
  endsAt: number;
  /** What is counted down, for screen readers (e.g. 'Time to answer'). */
  label: string;
  size?: 'md' | 'lg';
  className?: string;
};

const RADIUS = 44;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/**
 * A ring that drains as server time runs out, with the seconds in tabular figures so they do not jitter.
 * In the last 10 s it turns red and says 'Hurry!', so the warning never rests on colour alone.
 */
export function CountdownRing({ startsAt, endsAt, label, size = 'md', className }: CountdownRingProps) {
  const t = useText().gamePanels;
  const now = useServerNow();
  const left = Math.max(0, endsAt - now);
  const share = Math.min(1, left / Math.max(1, endsAt - startsAt));
  const urgent = isUrgent(left);
  return (
    <div
      role="timer"
      aria-label={t.timerLabel({ what: label, seconds: secondsLeft(left) })}
      data-urgent={urgent || undefined}
      className={cn(
        'relative grid shrink-0 place-items-center rounded-full bg-surface shadow-card',
        size === 'lg' ? 'size-28' : 'size-20',
        urgent ? 'text-invalid' : 'text-ink',
        className,
      )}
    >
      <svg viewBox="0 0 100 100" aria-hidden="true" className="absolute inset-0 size-full -rotate-90">
        <circle cx="50" cy="50" r={RADIUS} fill="none" strokeWidth="9" className="stroke-primary-100" />
        <circle
          cx="50"
          cy="50"
          r={RADIUS}
          fill="none"
          strokeWidth="9"
          strokeLinecap="round"
          strokeDasharray={CIRCUMFERENCE}
          strokeDashoffset={CIRCUMFERENCE * (1 - share)}
          // No transition: it ran without end (a new offset every tick), so the browser repainted the ring on
          // every frame, most of a core on a phone without a GPU; each tick moves the ring by about a pixel.
          className={urgent ? 'stroke-invalid' : 'stroke-primary-600'}
        />
      </svg>
      <span aria-hidden="true" className="relative flex flex-col items-center leading-none">
        <span
          data-testid="countdown-digits"
          className={cn('font-black tabular', size === 'lg' ? 'text-4xl' : 'text-2xl')}
        >
          {formatCountdown(left)}
        </span>
        <span className="mt-0.5 text-xs font-extrabold uppercase">{urgent ? t.hurry : t.timeLeft}</span>
      </span>
    </div>
  );
}
