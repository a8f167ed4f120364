import type { ComponentProps } from 'react';
import { useId } from 'react';
import { CircleAlert } from 'lucide-react';
import { cn } from '@/lib/cn';

type TextFieldProps = Omit<ComponentProps<'input'>, 'id'> & {
  label: string;
  /** Shown under the field while there is no error. */
  hint?: string;
  /**
   * Replaces the hint, in red with an icon, and marks the field invalid. The protocol's messages (the shared
   * schemas', the server's) may come in English: they are shown in the player's language.
   */
  error?: string;
};

/**
 * A labelled text input with its hint or error below, for react-hook-form's `register` (React 19 passes
 * `ref` through as a prop).
 */
export function TextField({ label, hint, error, className, ...inputProps }: TextFieldProps) {
  const id = useId();
  const messageId = `${id}-message`;
  const hasMessage = Boolean(error || hint);
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className="font-extrabold">
        {label}
      </label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={hasMessage ? messageId : undefined}
        className={cn(
          'min-h-12 w-full rounded-2xl border-2 bg-surface px-4 text-lg font-semibold text-ink placeholder:text-ink-muted/80',
          'focus-visible:border-accent-600 focus-visible:outline-offset-0',
          error ? 'border-invalid' : 'border-primary-200',
        )}
        {...inputProps}
      />
      {hasMessage ? (
        <p
          id={messageId}
          className={cn(
            'flex items-center gap-1.5 text-sm',
            error ? 'font-bold text-invalid' : 'text-ink-muted',
          )}
        >
          {error ? (
            <>
              <CircleAlert aria-hidden="true" className="size-4 shrink-0" />
              <span role="alert">{error}</span>
            </>
          ) : (
            hint
          )}
        </p>
      ) : null}
    </div>
  );
}

/**
 * A message about the whole form (e.g. 'Wrong email or password'), announced when it appears; worded
 * already (by its code, lib/form-errors.ts).
 */
export function FormAlert({ message }: { message?: string }) {
  if (!message) return null;
  return (
    <p
      role="alert"
      className="flex items-start gap-2 rounded-2xl bg-invalid-soft px-4 py-3 font-bold text-invalid ring-1 ring-invalid/30"
    >
      <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      {message}
    </p>
  );
}
