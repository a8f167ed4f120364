import { useSyncExternalStore } from 'react';
import type { Catalogue } from './catalogue.generated';
import { currentLocale, subscribeToLocale, text } from './locale-store';
import type { Locale } from './locales';

/** The interface's words in the player's language; the screen renders again when the language changes. */
export function useText(): Catalogue {
  return useSyncExternalStore(subscribeToLocale, text, text);
}

/** The interface's language, for Intl formatting and the language menu. */
export function useLocale(): Locale {
  return useSyncExternalStore(subscribeToLocale, currentLocale, currentLocale);
}
