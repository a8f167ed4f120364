import { useId, type ReactNode } from 'react';
import type { HouseRuleKey } from '@npat/protocol';
import { useText } from '@/i18n/use-text';
import { cn } from '@/lib/cn';
import { houseRuleLabel } from '@/lib/house-rules';
import { CHOICE_CARD_CLASS, CHOICE_INPUT_CLASS } from './choice-card';
import { FieldMessage } from './field-message';

type HouseRulesFieldProps = {
  /** One HouseRuleCard per house rule of the settings table, in its order (HOUSE_RULE_KEYS). */
  children: ReactNode;
  error?: string | undefined;
  className?: string;
};

/**
 * The house rules as check cards, each with what it changes: those of scoring (all off is Classic
 * 10/5/0), then those of the table (letter by vote, late join).
 */
export function HouseRulesField({ children, error, className }: HouseRulesFieldProps) {
  const id = useId();
  const t = useText().settingsForm;
  return (
    <fieldset className={cn('flex flex-col gap-2', className)} aria-describedby={`${id}-message`}>
      <legend className="mb-1 font-extrabold">{t.houseRules}</legend>
      <p className="mb-1 text-sm text-ink-muted">{t.houseRulesHint}</p>
      <div className="grid gap-2 sm:grid-cols-2">{children}</div>
      <FieldMessage id={`${id}-message`} error={error} />
    </fieldset>
  );
}

type HouseRuleCardProps = { rule: HouseRuleKey; checked: boolean; onChange: (on: boolean) => void };

/** One house rule, titled by its entry's catalogue key. Native checkbox: Space toggles, Tab moves on. */
export function HouseRuleCard({ rule, checked, onChange }: HouseRuleCardProps) {
  const label = houseRuleLabel(useText().settingsForm, rule);
  return (
    <label className={CHOICE_CARD_CLASS}>
      <input
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className={CHOICE_INPUT_CLASS}
      />
      <span className="flex flex-col">
        <span className="font-extrabold">{label.title}</span>
        <span className="text-sm text-ink-muted">{label.detail}</span>
      </span>
    </label>
  );
}
