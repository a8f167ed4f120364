import { Check } from 'lucide-react';
import { cn } from '@/lib/cn';

type CategoryChipProps = {
  title: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
};

/**
 * One category as a toggle chip: a native checkbox (Space toggles, Tab moves on) whose accessible name is the
 * category's title, laid transparent over a pill that fills when chosen.
 */
export function CategoryChip({ title, checked, onChange }: CategoryChipProps) {
  return (
    <label
      className={cn(
        'group relative flex min-h-11 cursor-pointer items-center gap-2 rounded-full border-2 border-primary-200',
        'bg-surface',
        'py-1.5 pr-4 pl-3 font-extrabold transition-colors hover:bg-primary-50 motion-reduce:transition-none',
        'has-[:checked]:border-primary-600 has-[:checked]:bg-primary-600 has-[:checked]:text-on-fill',
        'has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-accent-600',
      )}
    >
      <input
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        // Invisible but over the whole chip, so a click or tap anywhere on it (a browser test's too) hits the box.
        className="absolute inset-0 size-full cursor-pointer appearance-none rounded-full opacity-0"
      />
      {/* The tick, not only the colour, tells a chosen chip (colour-blind players). */}
      <span
        aria-hidden="true"
        className="flex size-5 shrink-0 items-center justify-center rounded-full border-2 border-current"
      >
        <Check className="hidden size-3.5 stroke-[4] group-has-[:checked]:block" />
      </span>
      {title}
    </label>
  );
}
