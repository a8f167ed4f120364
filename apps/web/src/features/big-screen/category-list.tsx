import type { GameCategory } from '@npat/protocol';

/** The round's categories as big chips, in the round's order. */
export function CategoryList({ categories }: { categories: readonly GameCategory[] }) {
  return (
    <ul className="flex flex-wrap justify-center gap-2 lg:gap-4">
      {categories.map((category) => (
        <li
          key={category.id}
          className="rounded-full bg-surface px-4 py-1 text-xl font-extrabold shadow-card ring-2 ring-primary-200 lg:px-6 lg:py-2 lg:text-3xl 2xl:text-4xl"
        >
          {category.title}
        </li>
      ))}
    </ul>
  );
}
