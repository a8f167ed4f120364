import {
  CATEGORY_GROUP_IDS,
  CATEGORY_LIBRARY,
  categoriesOfGroup,
  SETTINGS_LIMITS,
  type CategoryGroupId,
  type GameLanguage,
  type LibraryCategoryId,
} from '@npat/protocol';
import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { useText } from '@/i18n/use-text';
import { cn } from '@/lib/cn';
import { CategoryChip } from './category-chip';
import { FieldMessage } from './field-message';

type CategoryLibraryFieldProps = {
  /** Ids of the chosen library categories. */
  value: readonly string[];
  /** The game's language, whose titles the chips show. */
  language: GameLanguage;
  onChange: (ids: LibraryCategoryId[]) => void;
  error?: string;
  className?: string;
};

const { min, max } = SETTINGS_LIMITS.categories;

/**
 * The category library as toggle chips (checkboxes underneath), one disclosure per group so a phone does not
 * scroll past fifty chips: the classic group and every group with a chosen category start open, and each
 * heading says how many of its categories are chosen. 3 to 12 must be chosen; more or fewer can be ticked on
 * the way, and the form's rule says so on submit.
 */
export function CategoryLibraryField({
  value,
  language,
  onChange,
  error,
  className,
}: CategoryLibraryFieldProps) {
  const id = useId();
  const t = useText().settingsForm;
  // Which groups are open is the player's to change; it starts from the choice the form opened with.
  const [open, setOpen] = useState<ReadonlySet<CategoryGroupId>>(
    () =>
      new Set(
        CATEGORY_GROUP_IDS.filter(
          (group) => group === 'classic' || categoriesOfGroup(group).some((each) => value.includes(each.id)),
        ),
      ),
  );
  function toggle(categoryId: string, checked: boolean) {
    const next = new Set<string>(value);
    if (checked) next.add(categoryId);
    else next.delete(categoryId);
    // Kept in the library's order, so the stored list never depends on the order of clicks.
    onChange(CATEGORY_LIBRARY.map((category) => category.id).filter((each) => next.has(each)));
  }
  function setGroupOpen(group: CategoryGroupId, isOpen: boolean) {
    setOpen((current) => {
      if (current.has(group) === isOpen) return current;
      const next = new Set(current);
      if (isOpen) next.add(group);
      else next.delete(group);
      return next;
    });
  }
  return (
    <fieldset className={cn('flex flex-col gap-2', className)} aria-describedby={`${id}-message`}>
      <legend className="mb-1 font-extrabold">{t.defaultCategories}</legend>
      <p className="mb-1 text-sm text-ink-muted">{t.defaultCategoriesIntro}</p>
      <div className="flex flex-col gap-2">
        {CATEGORY_GROUP_IDS.map((group) => {
          const categories = categoriesOfGroup(group, language);
          const chosen = categories.filter((category) => value.includes(category.id)).length;
          return (
            <details
              key={group}
              open={open.has(group)}
              onToggle={(event) => setGroupOpen(group, event.currentTarget.open)}
              className="group/library rounded-2xl border-2 border-primary-100 bg-surface"
            >
              <summary
                className={cn(
                  'flex min-h-12 cursor-pointer list-none items-center gap-2 rounded-2xl px-4 py-2',
                  'hover:bg-primary-50 focus-visible:outline-3 focus-visible:outline-offset-2',
                  'focus-visible:outline-accent-600 [&::-webkit-details-marker]:hidden',
                )}
              >
                <ChevronDown
                  aria-hidden="true"
                  className="size-5 shrink-0 transition-transform group-open/library:rotate-180 motion-reduce:transition-none"
                />
                <span className="font-extrabold">{t.categoryGroups[group]}</span>
                <span
                  className={cn(
                    'ml-auto rounded-full px-2.5 py-0.5 text-sm font-bold tabular',
                    chosen > 0 ? 'bg-primary-600 text-on-fill' : 'bg-primary-50 text-ink-muted',
                  )}
                >
                  {t.groupChosen({ count: chosen })}
                </span>
              </summary>
              <div className="flex flex-wrap gap-2 px-3 pt-1 pb-3">
                {categories.map((category) => (
                  <CategoryChip
                    key={category.id}
                    title={category.title}
                    checked={value.includes(category.id)}
                    onChange={(checked) => toggle(category.id, checked)}
                  />
                ))}
              </div>
            </details>
          );
        })}
      </div>
      <FieldMessage
        id={`${id}-message`}
        error={error}
        hint={t.defaultCategoriesHint({ chosen: value.length, min, max })}
      />
    </fieldset>
  );
}
