import { Minus, Plus } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { FieldMessage } from './field-message';

type StepperFieldProps = {
  label: string;
  value: number;
  min: number;
  max: number;
  onChange: (value: number) => void;
  decreaseLabel: string;
  increaseLabel: string;
  /** How the value reads, e.g. 'up to 10'; the bare number by default. */
  format?: (value: number) => string;
  error?: string;
  className?: string;
};

/**
 * A small whole number picked with − and + (rounds, players): big targets for thumbs, the value in large
 * tabular digits and announced as it changes. At a bound the button stays focusable but does nothing, so
 * keyboard focus is never lost.
 */
export function StepperField({
  label,
  value,
  min,
  max,
  onChange,
  decreaseLabel,
  increaseLabel,
  format = String,
  error,
  className,
}: StepperFieldProps) {
  const id = useId();
  const atMin = value <= min;
  const atMax = value >= max;
  const stepButton = 'size-12 [&_svg]:size-5 aria-disabled:cursor-not-allowed aria-disabled:opacity-50';
  return (
    <div
      role="group"
      aria-labelledby={`${id}-label`}
      aria-describedby={error ? `${id}-message` : undefined}
      className={cn('flex flex-col gap-2', className)}
    >
      <span id={`${id}-label`} className="font-extrabold">
        {label}
      </span>
      <div className="flex items-center gap-2">
        <Button
          variant="secondary"
          size="icon"
          aria-label={decreaseLabel}
          aria-disabled={atMin || undefined}
          onClick={() => !atMin && onChange(value - 1)}
          className={stepButton}
        >
          <Minus aria-hidden="true" />
        </Button>
        <output
          aria-live="polite"
          className="min-w-20 flex-1 text-center text-2xl font-black tabular sm:flex-none"
        >
          {format(value)}
        </output>
        <Button
          variant="secondary"
          size="icon"
          aria-label={increaseLabel}
          aria-disabled={atMax || undefined}
          onClick={() => !atMax && onChange(value + 1)}
          className={stepButton}
        >
          <Plus aria-hidden="true" />
        </Button>
      </div>
      <FieldMessage id={`${id}-message`} error={error} />
    </div>
  );
}
