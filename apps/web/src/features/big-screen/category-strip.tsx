import type { GameCategory } from '@npat/protocol';
import { Check } from 'lucide-react';
import { useText } from '@/i18n/use-text';

/**
 * The round's categories in the reveal's order, each with a dot: a tick for one whose answers are out, a
 * ringed dot for the one on screen, an empty one for those still to come (and the same in words for
 * screen readers).
 */
export function CategoryStrip({
  categories,
  currentId,
}: {
  categories: readonly GameCategory[];
  /** The category on screen; undefined shows every one as still to come. */
  currentId: string | undefined;
}) {
  const t = useText().bigScreen.reveal;
  const current = currentId === undefined ? -1 : categories.findIndex((each) => each.id === currentId);
  return (
    <ol aria-label={t.categories} className="flex flex-wrap justify-center gap-2 lg:gap-3">
      {categories.map((category, index) => {
        const state = index < current ? 'done' : index === current ? 'current' : 'upcoming';
        const words = { done: t.categoryDone, current: t.categoryCurrent, upcoming: t.categoryUpcoming }[
          state
        ];
        return (
          <li
            key={category.id}
            data-state={state}
            aria-current={state === 'current' ? 'step' : undefined}
            className={`flex items-center gap-2 rounded-full px-3 py-1 text-base font-extrabold lg:text-xl 2xl:px-4 2xl:text-2xl ${
              state === 'current'
                ? 'bg-primary-600 text-on-fill shadow-card'
                : state === 'done'
                  ? 'bg-surface/80 text-ink-muted'
                  : 'bg-surface/60 text-ink-muted'
            }`}
          >
            <span
              aria-hidden="true"
              className={`grid size-4 shrink-0 place-items-center rounded-full lg:size-5 2xl:size-6 ${
                state === 'done'
                  ? 'bg-valid text-on-fill'
                  : state === 'current'
                    ? 'bg-on-fill ring-4 ring-primary-300'
                    : 'ring-2 ring-ink-muted ring-inset'
              }`}
            >
              {state === 'done' ? <Check className="size-3 lg:size-4" strokeWidth={4} /> : null}
            </span>
            <span aria-hidden="true">{category.title}</span>
            <span className="sr-only">{words({ category: category.title })}</span>
          </li>
        );
      })}
    </ol>
  );
}
