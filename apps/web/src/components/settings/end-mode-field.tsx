import { END_MODES, type EndMode } from '@npat/protocol';
import { useId } from 'react';
import { useText } from '@/i18n/use-text';
import { cn } from '@/lib/cn';
import { CHOICE_CARD_CLASS, CHOICE_INPUT_CLASS } from './choice-card';
import { FieldMessage } from './field-message';

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
  const t = useText().settingsForm;
  return (
    <fieldset className={cn('flex flex-col gap-2', className)} aria-describedby={`${id}-message`}>
      <legend className="mb-2 font-extrabold">{t.endMode}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {END_MODES.map((mode) => (
          <label key={mode} className={CHOICE_CARD_CLASS}>
            <input
              type="radio"
              name={`${id}-end-mode`}
              value={mode}
              checked={value === mode}
              onChange={() => onChange(mode)}
              className={CHOICE_INPUT_CLASS}
            />
            <span className="flex flex-col">
              <span className="font-extrabold">{t.endModeNames[mode]}</span>
              <span className="text-sm text-ink-muted">{t.endModes[mode]}</span>
            </span>
          </label>
        ))}
      </div>
      <FieldMessage id={`${id}-message`} error={error} />
    </fieldset>
  );
}
