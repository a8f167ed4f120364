import { SETTINGS_LIMITS } from '@npat/protocol';
import { useId } from 'react';
import { useText } from '@/i18n/use-text';
import { cn } from '@/lib/cn';
import { FieldMessage } from './field-message';

type RoundTimeFieldProps = {
  value: number;
  onChange: (seconds: number) => void;
  error?: string;
  className?: string;
};

const { min, max, step } = SETTINGS_LIMITS.roundTime;

/** The round time (30–180 s in steps of 5) as a slider, with the chosen value shown beside its label. */
export function RoundTimeField({ value, onChange, error, className }: RoundTimeFieldProps) {
  const id = useId();
  const t = useText().settingsForm;
  return (
    <div className={cn('flex flex-col gap-2', className)}>
      <div className="flex items-baseline justify-between gap-3">
        <label htmlFor={id} className="font-extrabold">
          {t.roundTime}
        </label>
        <output htmlFor={id} className="text-2xl font-black tabular">
          {t.roundTimeValue({ seconds: value })}
        </output>
      </div>
      <input
        id={id}
        type="range"
        min={min}
        max={max}
        step={step}
        value={value}
        aria-valuetext={t.roundTimeSpoken({ seconds: value })}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-message`}
        onChange={(event) => onChange(Number(event.target.value))}
        className="h-11 w-full cursor-pointer accent-primary-600"
      />
      <div aria-hidden="true" className="-mt-2 flex justify-between text-xs font-bold text-ink-muted tabular">
        <span>{t.roundTimeValue({ seconds: min })}</span>
        <span>{t.roundTimeValue({ seconds: max })}</span>
      </div>
      <FieldMessage id={`${id}-message`} error={error} hint={t.roundTimeHint} />
    </div>
  );
}
