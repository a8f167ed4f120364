import { cn } from '@/lib/cn';

const RADIUS = 44;
const STROKE = 9;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/** The ring itself: a pale track and the arc of the time left, drawn from the top clockwise. */
export function CountdownArc({
  share,
  urgent,
  className,
}: {
  share: number;
  urgent: boolean;
  className?: string;
}) {
  return (
    <svg viewBox="0 0 100 100" aria-hidden="true" className={cn('-rotate-90', className)}>
      <circle cx="50" cy="50" r={RADIUS} fill="none" strokeWidth={STROKE} className="stroke-primary-100" />
      <circle
        cx="50"
        cy="50"
        r={RADIUS}
        fill="none"
        strokeWidth={STROKE}
        strokeLinecap="round"
        strokeDasharray={CIRCUMFERENCE}
        strokeDashoffset={CIRCUMFERENCE * (1 - share)}
        // No transition: it ran without end (a new offset every tick), so the browser repainted the ring on
        // every frame, most of a core on a phone without a GPU; each tick moves the ring by about a pixel.
        className={urgent ? 'stroke-invalid' : 'stroke-primary-600'}
      />
    </svg>
  );
}
