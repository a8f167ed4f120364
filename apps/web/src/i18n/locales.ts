import type { UiLocale } from '@npat/protocol';

/**
 * The languages the interface speaks, each named in itself for the language menu. They are @npat/protocol's
 * UI_LOCALES and the game's languages too; a test keeps this list, the catalogues' folders, UI_LOCALES and
 * the game languages' data the same (their names are written here so the first screen needs none of the
 * game's data).
 */
export const LOCALES = [
  { code: 'en', name: 'English', dir: 'ltr' },
  { code: 'de', name: 'Deutsch', dir: 'ltr' },
  { code: 'es', name: 'Español', dir: 'ltr' },
  { code: 'fr', name: 'Français', dir: 'ltr' },
  { code: 'it', name: 'Italiano', dir: 'ltr' },
  { code: 'tr', name: 'Türkçe', dir: 'ltr' },
] as const satisfies readonly { code: UiLocale; name: string; dir: 'ltr' | 'rtl' }[];

export type Locale = (typeof LOCALES)[number]['code'];

export const DEFAULT_LOCALE: Locale = 'en';

export function localeInfo(code: Locale): (typeof LOCALES)[number] {
  return LOCALES.find((locale) => locale.code === code) ?? LOCALES[0];
}

export function isLocale(value: unknown): value is Locale {
  return LOCALES.some((locale) => locale.code === value);
}

/**
 * The first of the browser's languages we speak, by exact tag or by its language ('de-AT' → 'de'), else
 * English.
 */
export function preferredLocale(browserLanguages: readonly string[]): Locale {
  for (const tag of browserLanguages) {
    const language = tag.toLowerCase().split('-')[0];
    if (isLocale(language)) return language;
  }
  return DEFAULT_LOCALE;
}
