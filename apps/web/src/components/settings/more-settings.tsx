import { HOUSE_RULE_KEYS, DEFAULT_ROOM_SETTINGS } from '@npat/protocol';
import { ChevronDown } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useFormState, useWatch, type Control } from 'react-hook-form';
import { useText } from '@/i18n/use-text';
import { cn } from '@/lib/cn';
import type { SettingsFieldValues } from './room-settings-fields';

type MoreSettingsProps = {
  control: Control<SettingsFieldValues>;
  /** The letters and the house rules. */
  children: ReactNode;
  className?: string;
};

/**
 * Game creation's letters and house rules behind one disclosure, closed at first, so a phone reaches Create
 * without scrolling past them; its summary says what they are set to. It opens by itself while one of its
 * fields has an error, so a refusal is never hidden.
 */
export function MoreSettings({ control, children, className }: MoreSettingsProps) {
  const t = useText().settingsForm.more;
  const [chosenOpen, setChosenOpen] = useState(false);
  const { errors } = useFormState({ control, name: ['letters', ...HOUSE_RULE_KEYS] });
  const hasError = Boolean(errors.letters || HOUSE_RULE_KEYS.some((rule) => errors[rule]));
  const letters = useWatch({ control, name: 'letters' }) ?? DEFAULT_ROOM_SETTINGS.letters;
  const rules = useWatch({ control, name: [...HOUSE_RULE_KEYS] });
  const rulesOn = HOUSE_RULE_KEYS.filter((rule, index) => rules[index] ?? DEFAULT_ROOM_SETTINGS[rule]).length;
  const open = chosenOpen || hasError;
  return (
    <details
      open={open}
      onToggle={(event) => setChosenOpen(event.currentTarget.open)}
      className={cn('group/more rounded-2xl border-2 border-primary-100 bg-surface', className)}
    >
      <summary
        className={cn(
          'flex min-h-12 cursor-pointer list-none items-center gap-3 rounded-2xl px-4 py-3',
          'hover:bg-primary-50 focus-visible:outline-3 focus-visible:outline-offset-2',
          'focus-visible:outline-accent-600 [&::-webkit-details-marker]:hidden',
        )}
      >
        <ChevronDown
          aria-hidden="true"
          className="size-5 shrink-0 transition-transform group-open/more:rotate-180 motion-reduce:transition-none"
        />
        <span className="flex flex-col">
          <span className="font-extrabold">{t.title}</span>
          <span className="text-sm text-ink-muted">
            {t.summary({ letters: letters.length, rules: rulesOn })}
          </span>
        </span>
      </summary>
      <div className="flex flex-col gap-6 px-3 pb-4 sm:px-4">{children}</div>
    </details>
  );
}
