import type { LibraryCategoryId } from '@npat/protocol';

/**
 * The library categories the referee has data for (docs/referee.md). A category not listed gets `unknown`
 * for every answer: the group decides, as before the referee.
 */
export const REFEREE_CATEGORIES = [
  'countries',
  'capital-cities',
  'city',
  'name',
  'animal',
  'fruit',
  'vegetables',
  'colours',
  'rivers',
  'occupations',
] as const satisfies readonly LibraryCategoryId[];

export type RefereeCategory = (typeof REFEREE_CATEGORIES)[number];

/**
 * Categories that take the entries of others as well: a capital is a city, and the classic Place is any
 * country or city.
 */
const TAKES: Partial<Record<string, readonly RefereeCategory[]>> = {
  city: ['city', 'capital-cities'],
  place: ['countries', 'capital-cities', 'city'],
};

/** The data categories whose entries count as known for `categoryId` (none for one the referee lacks). */
export function dataCategoriesOf(categoryId: string): readonly RefereeCategory[] {
  const taken = TAKES[categoryId];
  if (taken) return taken;
  return (REFEREE_CATEGORIES as readonly string[]).includes(categoryId)
    ? [categoryId as RefereeCategory]
    : [];
}

/** Whether the referee can judge answers of `categoryId` at all. */
export function refereeJudges(categoryId: string): boolean {
  return dataCategoriesOf(categoryId).length > 0;
}
