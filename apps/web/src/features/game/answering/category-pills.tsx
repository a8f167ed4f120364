import type { GameCategory } from '@npat/engine';
import { cn } from '@/lib/cn';

/** A round's categories as pills, by title: the round's intro and a spectator's answering screen show them. */
export function CategoryPills({
  categories,
  className,
}: {
  categories: readonly GameCategory[];
  className?: string;
}) {
  return (
    <ul className={cn('flex flex-wrap gap-2', className)}>
      {categories.map((category) => (
        <li
          key={category.id}
          className="rounded-full bg-primary-50 px-3 py-1 font-extrabold text-primary-700 ring-1 ring-primary-200"
        >
          {category.title}
        </li>
      ))}
    </ul>
  );
}
