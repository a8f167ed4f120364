import { END_MODES, type EndMode } from '@npat/protocol';
import { useId } from 'react';
import { cn } from '@/lib/cn';
import { FieldMessage } from './field-message';
import { SETTINGS_STRINGS as S } from './strings';

type EndModeFieldProps = {
  value: EndMode;
  onChange: (mode: EndMode) => void;
  error?: string;
  className?: string;
};

/**
 * Round Timer or Fastest Finger as two radio cards, each with a one-line explanation. Native radios, so
 * arrow keys move between them as players expect.
 */
export function EndModeField({ value, onChange, error, className }: EndModeFieldProps) {
  const id = useId();
  return (
    <fieldset className={cn('flex flex-col gap-2', className)} aria-describedby={`${id}-message`}>
      <legend className="mb-2 font-extrabold">{S.endMode}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {END_MODES.map((mode) => (
          <label
            key={mode}
            className={cn(
              'flex min-h-11 cursor-pointer items-start gap-3 rounded-2xl border-2 bg-surface p-3 transition-colors',
              'has-[:checked]:border-accent-600 has-[:checked]:bg-accent-50 has-[:focus-visible]:outline-3',
              'has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-accent-600',
              'border-primary-200 hover:bg-primary-50 motion-reduce:transition-none',
            )}
          >
            <input
              type="radio"
              name={`${id}-end-mode`}
              value={mode}
              checked={value === mode}
              onChange={() => onChange(mode)}
              className="mt-1 size-5 shrink-0 accent-accent-600 focus-visible:outline-none"
            />
            <span className="flex flex-col">
              <span className="font-extrabold">{mode}</span>
              <span className="text-sm text-ink-muted">{S.endModes[mode]}</span>
            </span>
          </label>
        ))}
      </div>
      <FieldMessage id={`${id}-message`} error={error} />
    </fieldset>
  );
}
