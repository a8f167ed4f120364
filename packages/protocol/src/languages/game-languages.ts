import { DE } from './de.ts';
import { EN } from './en.ts';
import { ES } from './es.ts';
import { FR } from './fr.ts';
import { IT } from './it.ts';
import type { LanguageData } from './language-data.ts';
import { TR } from './tr.ts';

export type { Digraph, LanguageData } from './language-data.ts';

/**
 * The languages a game can be played in (the room's `language` setting): the letters drawn, the titles
 * of the category library, the default categories and how answers are compared all follow it.
 */
export const GAME_LANGUAGES = ['en', 'de', 'fr', 'es', 'it', 'tr'] as const;
export type GameLanguage = (typeof GAME_LANGUAGES)[number];

/** Every game language's data, by code: one file per language beside this one. */
export const LANGUAGE_DATA: Readonly<Record<GameLanguage, LanguageData>> = {
  en: EN,
  de: DE,
  fr: FR,
  es: ES,
  it: IT,
  tr: TR,
};

/** Whether `value` is the code of a game language. */
export function isGameLanguage(value: unknown): value is GameLanguage {
  return typeof value === 'string' && (GAME_LANGUAGES as readonly string[]).includes(value);
}

/** The data of a game language. */
export function languageData(code: GameLanguage): LanguageData {
  return LANGUAGE_DATA[code];
}
