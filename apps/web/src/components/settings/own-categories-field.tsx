import { useId } from 'react';
import { useText } from '@/i18n/use-text';
import { cn } from '@/lib/cn';
import { CHOICE_CARD_CLASS } from './choice-card';
import { FieldMessage } from './field-message';

type OwnCategoriesFieldProps = {
  value: boolean;
  onChange: (on: boolean) => void;
  error?: string | undefined;
  className?: string;
};

/**
 * Whether players add their own two categories, as a switch: a native checkbox with the switch role, so Space
 * toggles it and a screen reader says on or off.
 */
export function OwnCategoriesField({ value, onChange, error, className }: OwnCategoriesFieldProps) {
  const id = useId();
  const t = useText().settingsForm;
  return (
    <div className={cn('flex flex-col gap-2', className)}>
      <label className={cn(CHOICE_CARD_CLASS, 'relative items-center')}>
        <span className="flex grow flex-col">
          <span className="font-extrabold">{t.ownCategories}</span>
          <span className="text-sm text-ink-muted">{t.ownCategoriesDetail}</span>
        </span>
        <input
          type="checkbox"
          role="switch"
          checked={value}
          onChange={(event) => onChange(event.target.checked)}
          aria-describedby={error ? `${id}-message` : undefined}
          // Invisible but over the whole card, so a click or tap anywhere on it (a browser test's too) hits it.
          className="peer absolute inset-0 size-full cursor-pointer appearance-none rounded-2xl opacity-0"
        />
        {/* The track and knob; the knob's place, not only the colour, says on or off. */}
        <span
          aria-hidden="true"
          className={cn(
            'relative h-7 w-12 shrink-0 rounded-full bg-primary-200 transition-colors motion-reduce:transition-none',
            'peer-checked:bg-primary-600 after:absolute after:top-1 after:left-1 after:size-5 after:rounded-full',
            'after:bg-surface after:shadow after:transition-transform peer-checked:after:translate-x-5',
            'motion-reduce:after:transition-none',
          )}
        />
      </label>
      <FieldMessage id={`${id}-message`} error={error} />
    </div>
  );
}
