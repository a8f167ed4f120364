import { useId } from 'react';
import { useText } from '@/i18n/use-text';
import { cn } from '@/lib/cn';
import { CHOICE_CARD_CLASS, CHOICE_INPUT_CLASS } from './choice-card';
import { FieldMessage } from './field-message';

/**
 * The house rules, each on or off: three of scoring (all off is Classic 10/5/0), letter by vote, and late
 * join (on by default).
 */
export const HOUSE_RULES = [
  'onlyAnswerDoubles',
  'sharedAnswerZero',
  'creativeBonus',
  'letterVote',
  'lateJoin',
] as const;
export type HouseRule = (typeof HOUSE_RULES)[number];
export type HouseRules = Record<HouseRule, boolean>;

type HouseRulesFieldProps = {
  value: HouseRules;
  onChange: (rule: HouseRule, on: boolean) => void;
  error?: string | undefined;
  className?: string;
};

/**
 * The house rules as check cards, each with what it changes. Native checkboxes: Space toggles, Tab
 * moves on, as players expect.
 */
export function HouseRulesField({ value, onChange, error, className }: HouseRulesFieldProps) {
  const id = useId();
  const t = useText().settingsForm;
  return (
    <fieldset className={cn('flex flex-col gap-2', className)} aria-describedby={`${id}-message`}>
      <legend className="mb-1 font-extrabold">{t.houseRules}</legend>
      <p className="mb-1 text-sm text-ink-muted">{t.houseRulesHint}</p>
      <div className="grid gap-2 sm:grid-cols-2">
        {HOUSE_RULES.map((rule) => (
          <label key={rule} className={CHOICE_CARD_CLASS}>
            <input
              type="checkbox"
              checked={value[rule]}
              onChange={(event) => onChange(rule, event.target.checked)}
              className={CHOICE_INPUT_CLASS}
            />
            <span className="flex flex-col">
              <span className="font-extrabold">{t.houseRule[rule].title}</span>
              <span className="text-sm text-ink-muted">{t.houseRule[rule].detail}</span>
            </span>
          </label>
        ))}
      </div>
      <FieldMessage id={`${id}-message`} error={error} />
    </fieldset>
  );
}
