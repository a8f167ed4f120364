import { describe, expect, it } from 'vitest';
import { CATEGORY_GROUP_IDS, CATEGORY_LIBRARY } from './category-library.ts';
import {
  categoriesOfGroup,
  chosenDefaultCategories,
  libraryCategories,
} from './languages/category-titles.ts';
import { GAME_LANGUAGES } from './languages/game-languages.ts';
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

  it.each(GAME_LANGUAGES)(
    'has titles in %s of 1 to 20 characters, unique ignoring case and accents, and unique ids',
    (language) => {
      const library = libraryCategories(language);
      for (const { title } of library) {
        expect(title.length).toBeGreaterThanOrEqual(1);
        expect(title.length).toBeLessThanOrEqual(SETTINGS_LIMITS.categoryTitleMax);
        expect(title).toBe(title.trim());
        expect(title).toBe(title.normalize('NFC'));
      }
      expect(new Set(library.map((category) => categoryKey(category.title))).size).toBe(library.length);
      expect(new Set(library.map((category) => category.id)).size).toBe(CATEGORY_LIBRARY.length);
    },
  );

  it.each(GAME_LANGUAGES)(
    'has no title in %s inside another, so a chip found by its title is the only one',
    (language) => {
      const keys = libraryCategories(language).map((category) => categoryKey(category.title));
      const inside = keys.flatMap((key) => keys.filter((other) => other !== key && other.includes(key)));
      expect(inside).toEqual([]);
    },
  );

  it('titles the library in English as it always was', () => {
    expect(libraryCategories('en')).toEqual(CATEGORY_LIBRARY);
    expect(libraryCategories()).toEqual(CATEGORY_LIBRARY);
  });

  it('titles chosen categories in the game’s language, as its players know them', () => {
    const ids = ['city', 'countries', 'rivers', 'name', 'animal', 'occupations'];
    expect(chosenDefaultCategories(ids, 'de').map((category) => category.title)).toEqual([
      'Name',
      'Tier',
      'Beruf',
      'Land',
      'Fluss',
      'Stadt',
    ]);
    expect(
      categoriesOfGroup('classic', 'tr')
        .map((category) => category.title)
        .slice(0, 4),
    ).toEqual(['İsim', 'Yer', 'Hayvan', 'Eşya']);
  });

  it('gives chosen categories in the library’s order, whatever order the ids come in, without unknown ones', () => {
    expect(
      chosenDefaultCategories(['snacks', 'thing', 'nope', 'name']).map((category) => category.id),
    ).toEqual(['name', 'thing', 'snacks']);
  });
});
