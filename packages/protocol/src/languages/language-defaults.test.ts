import { describe, expect, it } from 'vitest';
import { VALIDATION } from '../messages.ts';
import {
  DEFAULT_ROOM_SETTINGS,
  gameCreationSchema,
  roomSettingsSchema,
  storedSettings,
} from '../settings.ts';
import { GAME_LANGUAGES } from './game-languages.ts';
import { settingsDefaultsFor, withLanguageDefaults } from './language-defaults.ts';

const HOST_CATEGORIES = { customCategory1: 'Cars', customCategory2: 'Films' };

describe('the settings a room in a language starts with', () => {
  it('are the table’s own in English', () => {
    expect(settingsDefaultsFor('en')).toEqual(DEFAULT_ROOM_SETTINGS);
    expect(DEFAULT_ROOM_SETTINGS.language).toBe('en');
  });

  it.each(GAME_LANGUAGES)('are valid settings in %s', (language) => {
    const defaults = settingsDefaultsFor(language);
    expect(roomSettingsSchema.parse(defaults)).toEqual(defaults);
    expect(storedSettings(defaults)).toEqual({
      ...defaults,
      defaultCategories: storedSettings(defaults).defaultCategories,
    });
  });

  it('are Stadt, Land, Fluss, Name, Tier, Beruf without Q, X and Y in German', () => {
    const german = settingsDefaultsFor('de');
    expect(german.defaultCategories).toEqual([
      'city',
      'countries',
      'rivers',
      'name',
      'animal',
      'occupations',
    ]);
    expect(german.letters).toHaveLength(23);
    expect(german.letters).not.toContain('Q');
    expect(german.letters).not.toContain('Ä');
  });

  it('are a fresh copy every time', () => {
    settingsDefaultsFor('fr').letters.push('Ä');
    expect(settingsDefaultsFor('fr').letters).not.toContain('Ä');
  });
});

describe('a creation request naming a language', () => {
  it('gets the language’s letters and categories for those it leaves out', () => {
    const form = gameCreationSchema.parse(withLanguageDefaults({ ...HOST_CATEGORIES, language: 'tr' }));
    expect(form).toMatchObject({
      language: 'tr',
      letters: settingsDefaultsFor('tr').letters,
      defaultCategories: settingsDefaultsFor('tr').defaultCategories,
    });
  });

  it('keeps the letters and categories it names', () => {
    const named = {
      ...HOST_CATEGORIES,
      language: 'es',
      letters: [...'ABCDEFÑ'],
      defaultCategories: ['fruit'],
    };
    expect(withLanguageDefaults(named)).toEqual(named);
  });

  it('is passed on as it is without a language of the game, for the schema to judge', () => {
    for (const form of [undefined, null, [], 'de', { language: 'pt' }, HOST_CATEGORIES])
      expect(withLanguageDefaults(form)).toBe(form);
    expect(gameCreationSchema.parse(withLanguageDefaults(HOST_CATEGORIES))).toEqual({
      ...DEFAULT_ROOM_SETTINGS,
      ...HOST_CATEGORIES,
    });
  });
});

describe('the language setting', () => {
  it('refuses a language the game does not have, with its message', () => {
    const result = roomSettingsSchema.safeParse({ ...DEFAULT_ROOM_SETTINGS, language: 'pt' });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['language'], message: VALIDATION.languageInvalid }),
    ]);
  });

  it('refuses letters of another language, with the letters’ message', () => {
    const spanishInEnglish = { ...DEFAULT_ROOM_SETTINGS, letters: [...'ABCDEFGHIJKLMNÑ'] };
    expect(roomSettingsSchema.safeParse(spanishInEnglish).error?.issues).toEqual([
      expect.objectContaining({ path: ['letters'], message: VALIDATION.lettersInvalid }),
    ]);
    expect(roomSettingsSchema.safeParse({ ...spanishInEnglish, language: 'es' }).success).toBe(true);
    const turkishQ = { ...HOST_CATEGORIES, language: 'tr', letters: [...'ABCDEFGQ'], rounds: 3 };
    expect(gameCreationSchema.safeParse(turkishQ).error?.issues).toEqual([
      expect.objectContaining({ path: ['letters'], message: VALIDATION.lettersInvalid }),
    ]);
  });

  it('stores the pool in the language’s order', () => {
    const pool = ['Ü', 'Z', 'A', 'Ä'];
    expect(storedSettings({ language: 'de', rounds: 3, letters: pool }).letters).toEqual([
      'A',
      'Z',
      'Ä',
      'Ü',
    ]);
  });

  it('checks the host’s own categories against the fixed ones as the language titles them', () => {
    const german = { language: 'de', customCategory1: 'STADT', customCategory2: 'Place' };
    expect(gameCreationSchema.safeParse(withLanguageDefaults(german)).error?.issues).toEqual([
      expect.objectContaining({ path: ['customCategory1'], message: VALIDATION.categoryExists }),
    ]);
  });
});
