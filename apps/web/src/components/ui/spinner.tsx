import { cn } from '@/lib/cn';

type SpinnerProps = {
  className?: string;
  /** Announced to screen readers; leave out when the surrounding control already says what is happening. */
  label?: string;
};

/** A small rotating ring in the current text colour; it turns slowly when reduced motion is asked for. */
export function Spinner({ className, label }: SpinnerProps) {
  const ring = (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      aria-hidden="true"
      className={cn('size-5 animate-spin motion-reduce:animate-[spin_2s_linear_infinite]', className)}
    >
      <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
      <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
  if (!label) return ring;
  return (
    <span role="status" className="inline-flex">
      {ring}
      <span className="sr-only">{label}</span>
    </span>
  );
}
