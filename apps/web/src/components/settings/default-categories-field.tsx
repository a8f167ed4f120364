import { DEFAULT_CATEGORIES, SETTINGS_LIMITS, type DefaultCategoryId } from '@npat/protocol';
import { Check } from 'lucide-react';
import { useId } from 'react';
import { cn } from '@/lib/cn';
import { FieldMessage } from './field-message';
import { SETTINGS_STRINGS as S } from './strings';

type DefaultCategoriesFieldProps = {
  /** Ids of the chosen default categories. */
  value: readonly string[];
  onChange: (ids: DefaultCategoryId[]) => void;
  error?: string;
  className?: string;
};

const needed = SETTINGS_LIMITS.defaultCategoryCount;

/**
 * The six default categories as toggle chips (checkboxes underneath); exactly four must be chosen. More
 * or fewer can be ticked on the way; the form's rule says so on submit.
 */
export function DefaultCategoriesField({ value, onChange, error, className }: DefaultCategoriesFieldProps) {
  const id = useId();
  const chosen = value.length;
  function toggle(categoryId: string, checked: boolean) {
    const next = new Set<string>(value);
    if (checked) next.add(categoryId);
    else next.delete(categoryId);
    // Kept in the catalogue's order, so the stored list never depends on the order of clicks.
    onChange(DEFAULT_CATEGORIES.map((category) => category.id).filter((each) => next.has(each)));
  }
  return (
    <fieldset className={cn('flex flex-col gap-2', className)} aria-describedby={`${id}-message`}>
      <legend className="mb-2 font-extrabold">{S.defaultCategories}</legend>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        {DEFAULT_CATEGORIES.map((category) => (
          <label
            key={category.id}
            className={cn(
              'group flex min-h-12 cursor-pointer items-center gap-2 rounded-full border-2 border-primary-200 bg-surface px-4',
              'font-extrabold transition-colors hover:bg-primary-50 motion-reduce:transition-none',
              'has-[:checked]:border-primary-600 has-[:checked]:bg-primary-600 has-[:checked]:text-on-fill',
              'has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-accent-600',
            )}
          >
            <input
              type="checkbox"
              checked={value.includes(category.id)}
              onChange={(event) => toggle(category.id, event.target.checked)}
              className="sr-only"
            />
            {/* The tick, not only the colour, tells a chosen chip (colour-blind players). */}
            <span
              aria-hidden="true"
              className="flex size-5 shrink-0 items-center justify-center rounded-full border-2 border-current"
            >
              <Check className="hidden size-3.5 stroke-[4] group-has-[:checked]:block" />
            </span>
            {category.title}
          </label>
        ))}
      </div>
      <FieldMessage id={`${id}-message`} error={error} hint={S.defaultCategoriesHint(chosen, needed)} />
    </fieldset>
  );
}
