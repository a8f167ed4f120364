import { useId } from 'react';
import { cn } from '@/lib/cn';
import { FieldMessage } from './field-message';
import { SETTINGS_STRINGS as S } from './strings';

/** The house rules of scoring, each on or off; both off is Classic 10/5/0. */
export type HouseRules = { onlyAnswerDoubles: boolean; sharedAnswerZero: boolean };
type HouseRule = keyof HouseRules;

const RULES: readonly HouseRule[] = ['onlyAnswerDoubles', 'sharedAnswerZero'];

type HouseRulesFieldProps = {
  value: HouseRules;
  onChange: (rule: HouseRule, on: boolean) => void;
  error?: string | undefined;
  className?: string;
};

/**
 * The scoring house rules as check cards, each with what it changes. Native checkboxes: Space toggles, Tab
 * moves on, as players expect.
 */
export function HouseRulesField({ value, onChange, error, className }: HouseRulesFieldProps) {
  const id = useId();
  return (
    <fieldset className={cn('flex flex-col gap-2', className)} aria-describedby={`${id}-message`}>
      <legend className="mb-1 font-extrabold">{S.houseRules}</legend>
      <p className="mb-1 text-sm text-ink-muted">{S.houseRulesHint}</p>
      <div className="grid gap-2 sm:grid-cols-2">
        {RULES.map((rule) => (
          <label
            key={rule}
            className={cn(
              'flex min-h-11 cursor-pointer items-start gap-3 rounded-2xl border-2 bg-surface p-3 transition-colors',
              'has-[:checked]:border-accent-600 has-[:checked]:bg-accent-50 has-[:focus-visible]:outline-3',
              'has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-accent-600',
              'border-primary-200 hover:bg-primary-50 motion-reduce:transition-none',
            )}
          >
            <input
              type="checkbox"
              checked={value[rule]}
              onChange={(event) => onChange(rule, event.target.checked)}
              className="mt-1 size-5 shrink-0 accent-accent-600 focus-visible:outline-none"
            />
            <span className="flex flex-col">
              <span className="font-extrabold">{S.houseRule[rule].title}</span>
              <span className="text-sm text-ink-muted">{S.houseRule[rule].detail}</span>
            </span>
          </label>
        ))}
      </div>
      <FieldMessage id={`${id}-message`} error={error} />
    </fieldset>
  );
}
