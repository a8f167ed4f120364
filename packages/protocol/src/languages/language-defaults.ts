import { DEFAULT_ROOM_SETTINGS, type RoomSettings } from '../settings.ts';
import { isGameLanguage, languageData, type GameLanguage } from './game-languages.ts';

/**
 * The settings a new room in `language` starts with: the table's defaults, with the language's letter pool
 * and its classic categories (Stadt, Land, Fluss… in German). For English they are the table's own.
 */
export function settingsDefaultsFor(language: GameLanguage): RoomSettings {
  const { defaultLetters, defaultCategoryIds } = languageData(language);
  return {
    ...DEFAULT_ROOM_SETTINGS,
    language,
    letters: [...defaultLetters],
    defaultCategories: [...defaultCategoryIds],
  };
}

/**
 * A game-creation request with its language's letters and categories for those it leaves out, before
 * gameCreationSchema fills what is still missing with the table's (English) defaults: a request that names
 * only `language: 'de'` plays Stadt, Land, Fluss without Q, X and Y. Anything else is passed on as it is,
 * for the schema to judge.
 */
export function withLanguageDefaults(form: unknown): unknown {
  if (typeof form !== 'object' || form === null || Array.isArray(form)) return form;
  const fields = form as Record<string, unknown>;
  if (!isGameLanguage(fields.language)) return form;
  const defaults = settingsDefaultsFor(fields.language);
  return {
    ...fields,
    letters: fields.letters ?? defaults.letters,
    defaultCategories: fields.defaultCategories ?? defaults.defaultCategories,
  };
}
