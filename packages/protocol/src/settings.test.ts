import { describe, expect, it } from 'vitest';
import { VALIDATION } from './messages.ts';
import {
  DEFAULT_ROOM_SETTINGS,
  hostCategoriesOf,
  GAME_SETTING_KEYS,
  VIEW_SETTING_KEYS,
  viewSettings,
  gameCreationSchema,
  playedSettings,
  playerCategoriesSchema,
  ROOM_SETTING_KEYS,
  roomSettingsSchema,
  sameCategory,
  sameSettings,
  storedSettings,
  type RoomSettings,
} from './settings.ts';

const HOST_CATEGORIES = { customCategory1: 'Cars', customCategory2: 'Films' };

/** The messages of a failed parse by field ('' for the whole form). */
function messagesOf(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return (result.error?.issues ?? []).map((issue) => [String(issue.path[0] ?? ''), issue.message]);
}

describe('gameCreationSchema', () => {
  it('fills in the default settings', () => {
    expect(gameCreationSchema.parse(HOST_CATEGORIES)).toEqual({
      ...DEFAULT_ROOM_SETTINGS,
      ...HOST_CATEGORIES,
    });
  });

  it('accepts the bounds of every range', () => {
    for (const settings of [
      { rounds: 1, roundTime: 30, maxPlayers: 2 },
      { rounds: 10, roundTime: 180, maxPlayers: 10 },
    ]) {
      expect(gameCreationSchema.safeParse({ ...HOST_CATEGORIES, ...settings }).success).toBe(true);
    }
  });

  it('refuses values outside a range or off the 5-second steps, each with its message', () => {
    const cases = [
      [{ rounds: 0 }, 'rounds', VALIDATION.roundsRange],
      [{ rounds: 2.5 }, 'rounds', VALIDATION.roundsRange],
      [{ roundTime: 185 }, 'roundTime', VALIDATION.roundTimeRange],
      [{ roundTime: 61 }, 'roundTime', VALIDATION.roundTimeRange],
      [{ maxPlayers: 1 }, 'maxPlayers', VALIDATION.maxPlayersRange],
      [{ endMode: 'Sudden Death' }, 'endMode', VALIDATION.endModeInvalid],
    ] as const;
    for (const [change, field, message] of cases) {
      expect(messagesOf(gameCreationSchema.safeParse({ ...HOST_CATEGORIES, ...change }))).toEqual([
        [field, message],
      ]);
    }
  });

  it('takes 3 to 12 categories of the library', () => {
    for (const defaultCategories of [
      ['name', 'place', 'animal'],
      ['name', 'place', 'animal', 'thing', 'technology', 'rivers'],
      [
        'name',
        'place',
        'animal',
        'thing',
        'occupations',
        'technology',
        'colours',
        'brands',
        'countries',
      ].concat(['rivers', 'trees', 'fruit']),
    ]) {
      const result = gameCreationSchema.safeParse({ ...HOST_CATEGORIES, defaultCategories });
      expect(result.success).toBe(true);
      expect(result.data?.defaultCategories).toEqual(defaultCategories);
    }
  });

  it('asks for at least three categories and at most twelve', () => {
    const fewer = gameCreationSchema.safeParse({ ...HOST_CATEGORIES, defaultCategories: ['name', 'place'] });
    expect(messagesOf(fewer)).toEqual([['defaultCategories', VALIDATION.categoriesTooFew]]);
    const thirteen = [
      ...['name', 'place', 'animal', 'thing', 'occupations', 'technology', 'colours', 'brands', 'countries'],
      ...['rivers', 'trees', 'fruit', 'snacks'],
    ];
    const more = gameCreationSchema.safeParse({ ...HOST_CATEGORIES, defaultCategories: thirteen });
    expect(messagesOf(more)).toEqual([['defaultCategories', VALIDATION.categoriesTooMany]]);
  });

  it('refuses a category twice or one the library does not have', () => {
    for (const defaultCategories of [
      ['name', 'name', 'animal', 'thing'],
      ['name', 'place', 'animal', 'colours-of-mars'],
      'name',
    ]) {
      const result = gameCreationSchema.safeParse({ ...HOST_CATEGORIES, defaultCategories });
      expect(messagesOf(result)).toContainEqual(['defaultCategories', VALIDATION.categoriesInvalid]);
    }
  });

  it('asks for both of the host’s categories', () => {
    const result = gameCreationSchema.safeParse({ customCategory1: '   ', customCategory2: '' });
    expect(messagesOf(result)).toEqual([
      ['customCategory1', VALIDATION.twoCustomCategories],
      ['customCategory2', VALIDATION.twoCustomCategories],
    ]);
  });

  it('refuses a host category longer than 20 characters', () => {
    const result = gameCreationSchema.safeParse({ ...HOST_CATEGORIES, customCategory1: 'x'.repeat(21) });
    expect(messagesOf(result)).toEqual([['customCategory1', VALIDATION.categoryTooLong]]);
  });

  it('asks for a different second category when both are the same but for case, accents and space', () => {
    const result = gameCreationSchema.safeParse({ customCategory1: 'Café', customCategory2: '  CAFE ' });
    expect(messagesOf(result)).toEqual([['customCategory2', VALIDATION.differentCategory]]);
  });

  it('refuses a host category equal to a chosen default, but not to one left out', () => {
    const clash = gameCreationSchema.safeParse({ customCategory1: 'Animal', customCategory2: 'Technology' });
    expect(messagesOf(clash)).toEqual([['customCategory1', VALIDATION.categoryExists]]);
  });

  it('refuses a host category equal to any chosen library category, beyond the first six too', () => {
    const form = { defaultCategories: ['name', 'place', 'herbs-spices'], customCategory2: 'Rivers' };
    const clash = gameCreationSchema.safeParse({ ...form, customCategory1: 'herbs & SPICES' });
    expect(messagesOf(clash)).toEqual([['customCategory1', VALIDATION.categoryExists]]);
  });

  it('asks for no categories of the host when players add none, and ignores what the form still holds', () => {
    for (const hostCategories of [{}, { customCategory1: '', customCategory2: 'x'.repeat(30) }]) {
      const form = gameCreationSchema.parse({ ownCategories: false, ...hostCategories });
      expect(form.ownCategories).toBe(false);
      expect(hostCategoriesOf(form)).toBeNull();
    }
    expect(hostCategoriesOf(gameCreationSchema.parse(HOST_CATEGORIES))).toEqual(['Cars', 'Films']);
  });

  it('asks once for a host category that is not text', () => {
    const result = gameCreationSchema.safeParse({ customCategory1: 7, customCategory2: 'Films' });
    expect(messagesOf(result)).toEqual([['customCategory1', VALIDATION.twoCustomCategories]]);
  });

  it('says own categories are on or off', () => {
    const result = gameCreationSchema.safeParse({ ...HOST_CATEGORIES, ownCategories: 'yes' });
    expect(messagesOf(result)).toEqual([['ownCategories', VALIDATION.ownCategoriesInvalid]]);
  });

  it('trims the host’s categories and collapses their inner space', () => {
    const form = gameCreationSchema.parse({ customCategory1: '  Board \t games ', customCategory2: 'Films' });
    expect(form.customCategory1).toBe('Board games');
  });
});

describe('roomSettingsSchema', () => {
  it('requires every field, so an update cannot reset one to its default', () => {
    const { rounds: _rounds, ...withoutRounds } = DEFAULT_ROOM_SETTINGS;
    expect(roomSettingsSchema.safeParse(withoutRounds).success).toBe(false);
    expect(roomSettingsSchema.parse(DEFAULT_ROOM_SETTINGS)).toEqual(DEFAULT_ROOM_SETTINGS);
  });

  it('leaves out the host’s own categories', () => {
    expect(roomSettingsSchema.parse({ ...DEFAULT_ROOM_SETTINGS, ...HOST_CATEGORIES })).toEqual(
      DEFAULT_ROOM_SETTINGS,
    );
  });
});

describe('the settings table', () => {
  it('has defaults that are valid settings', () => {
    expect(roomSettingsSchema.parse(DEFAULT_ROOM_SETTINGS)).toEqual(DEFAULT_ROOM_SETTINGS);
    expect(Object.keys(DEFAULT_ROOM_SETTINGS)).toEqual(ROOM_SETTING_KEYS);
    expect(DEFAULT_ROOM_SETTINGS.defaultCategories).toEqual(['name', 'place', 'animal', 'thing']);
    expect(DEFAULT_ROOM_SETTINGS.ownCategories).toBe(true);
  });

  it('reads a room stored before own categories could be turned off as having them on', () => {
    const { ownCategories: _ownCategories, ...before } = DEFAULT_ROOM_SETTINGS;
    expect(storedSettings({ ...before, defaultCategories: ['name', 'place', 'animal'] }).ownCategories).toBe(
      true,
    );
  });

  it('shows every player whether own categories are on', () => {
    expect(VIEW_SETTING_KEYS).toContain('ownCategories');
  });

  it('stores exactly the table’s fields, defaults for missing ones, categories in the library’s order', () => {
    const stored = storedSettings({
      rounds: 3,
      defaultCategories: ['snacks', 'thing', 'name', 'technology', 'animal'],
      customCategory1: 'Cars',
    } as never);
    expect(stored).toEqual({
      ...DEFAULT_ROOM_SETTINGS,
      rounds: 3,
      defaultCategories: ['name', 'animal', 'thing', 'technology', 'snacks'],
    });
    expect(Object.keys(stored)).toEqual(ROOM_SETTING_KEYS);
  });

  it('counts settings as the same whatever order their categories were picked in', () => {
    const first = storedSettings({ defaultCategories: ['name', 'place', 'animal', 'thing'] });
    const second: RoomSettings = { ...first, defaultCategories: ['thing', 'animal', 'place', 'name'] };
    expect(sameSettings(first, second)).toBe(true);
    expect(sameSettings(first, { ...first, rounds: 2 })).toBe(false);
  });

  it('gives the game only the settings it is played with', () => {
    expect(Object.keys(playedSettings({ ...DEFAULT_ROOM_SETTINGS }))).toEqual(GAME_SETTING_KEYS);
    // The categories reach the game as categories, not as the lobby's ids.
    expect(GAME_SETTING_KEYS).not.toContain('defaultCategories');
    // A late joiner's seat depends on the player limit and late join, so every view holds both.
    expect(VIEW_SETTING_KEYS).toEqual(expect.arrayContaining(['maxPlayers', 'lateJoin']));
    // The pool would hint at the letters to come: the game holds it, no player's view shows it.
    expect(GAME_SETTING_KEYS).toContain('letters');
    expect(Object.keys(viewSettings({ ...DEFAULT_ROOM_SETTINGS }))).toEqual(VIEW_SETTING_KEYS);
    expect(VIEW_SETTING_KEYS).not.toContain('letters');
  });

  it('needs a letter for every round, and keeps the pool in alphabetical order', () => {
    const settings = { ...DEFAULT_ROOM_SETTINGS, rounds: 3, letters: ['B', 'A'] };
    expect(roomSettingsSchema.safeParse(settings).error?.issues).toEqual([
      expect.objectContaining({ path: ['letters'], message: 'Choose at least as many letters as rounds' }),
    ]);
    expect(roomSettingsSchema.safeParse({ ...settings, letters: ['A', 'A', 'B'] }).success).toBe(false);
    expect(roomSettingsSchema.safeParse({ ...settings, letters: ['A', 'b', 'C'] }).success).toBe(false);
    expect(gameCreationSchema.safeParse({ ...HOST_CATEGORIES, ...settings }).success).toBe(false);
    expect(storedSettings({ rounds: 3, letters: ['C', 'A', 'B'] }).letters).toEqual(['A', 'B', 'C']);
  });

  it('gives every parsed creation form its own copy of a list default', () => {
    const first = gameCreationSchema.parse(HOST_CATEGORIES);
    first.defaultCategories.push('technology');
    expect(gameCreationSchema.parse(HOST_CATEGORIES).defaultCategories).toEqual(
      DEFAULT_ROOM_SETTINGS.defaultCategories,
    );
  });
});

describe('playerCategoriesSchema', () => {
  it('names the missing category', () => {
    expect(messagesOf(playerCategoriesSchema.safeParse({ category1: '', category2: ' ' }))).toEqual([
      ['category1', VALIDATION.category1Required],
      ['category2', VALIDATION.category2Required],
    ]);
    expect(messagesOf(playerCategoriesSchema.safeParse({ category1: 'Rivers' }))).toEqual([
      ['category2', VALIDATION.category2Required],
    ]);
  });

  it('refuses a category longer than 20 characters', () => {
    const result = playerCategoriesSchema.safeParse({ category1: 'Rivers', category2: 'y'.repeat(21) });
    expect(messagesOf(result)).toEqual([['category2', VALIDATION.categoryTooLong]]);
  });

  it('asks for a different category on the second when both are the same', () => {
    const result = playerCategoriesSchema.safeParse({ category1: 'Rivers', category2: 'RIVERS' });
    expect(messagesOf(result)).toEqual([['category2', VALIDATION.differentCategory]]);
  });

  it('turns control characters into spaces', () => {
    expect(playerCategoriesSchema.parse({ category1: 'Riv\u0000ers', category2: 'Songs\n' })).toEqual({
      category1: 'Riv ers',
      category2: 'Songs',
    });
  });
});

describe('sameCategory', () => {
  it('ignores case, accents and surrounding or repeated space', () => {
    expect(sameCategory('  Crème  Brûlée', 'creme brulee')).toBe(true);
    expect(sameCategory('Straße', 'STRASSE')).toBe(true);
    expect(sameCategory('Rivers', 'River')).toBe(false);
  });
});
