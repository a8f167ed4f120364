import { readLocaleCookie } from './locale-cookie';
import { switchLocale } from './locale-store';
import { preferredLocale, type Locale } from './locales';

/** The language of a visit: the one the player chose before (cookie), else the browser's first we speak. */
export function initialLocale(): Locale {
  return readLocaleCookie() ?? preferredLocale(navigator.languages ?? [navigator.language]);
}

/** Loads the visit's catalogue; the first screen renders once it is in (main.tsx). */
export function startLocale(): Promise<void> {
  return switchLocale(initialLocale());
}
