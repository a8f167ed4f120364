import { describe, expect, it } from 'vitest';
import {
  CATEGORY_GROUP_IDS,
  CATEGORY_LIBRARY,
  categoriesOfGroup,
  chosenDefaultCategories,
} from './category-library.ts';
import { categoryKey, SETTINGS_LIMITS } from './settings.ts';

describe('the category library', () => {
  it('has at least 40 categories, in every one of the seven groups', () => {
    expect(CATEGORY_LIBRARY.length).toBeGreaterThanOrEqual(40);
    expect(CATEGORY_GROUP_IDS).toEqual([
      'classic',
      'geography',
      'nature',
      'culture',
      'food',
      'people',
      'silly',
    ]);
    for (const group of CATEGORY_GROUP_IDS) expect(categoriesOfGroup(group).length).toBeGreaterThan(0);
  });

  it('lists the groups one after the other, in their order', () => {
    const groupsInOrder = CATEGORY_LIBRARY.map((category) => category.group).filter(
      (group, index, groups) => group !== groups[index - 1],
    );
    expect(groupsInOrder).toEqual(CATEGORY_GROUP_IDS);
  });

  it('starts with the six categories of the first version, ids and titles unchanged', () => {
    expect(CATEGORY_LIBRARY.slice(0, 6).map(({ id, title, group }) => [id, title, group])).toEqual([
      ['name', 'Name', 'classic'],
      ['place', 'Place', 'classic'],
      ['animal', 'Animal', 'classic'],
      ['thing', 'Thing', 'classic'],
      ['occupations', 'Occupations', 'classic'],
      ['technology', 'Technology', 'classic'],
    ]);
  });

  it('has titles of 1 to 20 characters, unique ignoring case and accents, and unique ids', () => {
    for (const { title } of CATEGORY_LIBRARY) {
      expect(title.length).toBeGreaterThanOrEqual(1);
      expect(title.length).toBeLessThanOrEqual(SETTINGS_LIMITS.categoryTitleMax);
      expect(title).toBe(title.trim());
    }
    expect(new Set(CATEGORY_LIBRARY.map((category) => categoryKey(category.title))).size).toBe(
      CATEGORY_LIBRARY.length,
    );
    expect(new Set(CATEGORY_LIBRARY.map((category) => category.id)).size).toBe(CATEGORY_LIBRARY.length);
  });

  it('has no title inside another, so a chip found by its title is the only one', () => {
    const keys = CATEGORY_LIBRARY.map((category) => categoryKey(category.title));
    const inside = keys.flatMap((key) => keys.filter((other) => other !== key && other.includes(key)));
    expect(inside).toEqual([]);
  });

  it('gives chosen categories in the library’s order, whatever order the ids come in, without unknown ones', () => {
    expect(
      chosenDefaultCategories(['snacks', 'thing', 'nope', 'name']).map((category) => category.id),
    ).toEqual(['name', 'thing', 'snacks']);
  });
});
