import { VALIDATION, wordValidationWith } from '@npat/protocol';
import { loaders } from 'virtual:messages';
import type { Catalogue } from './catalogue.generated';
import { DEFAULT_LOCALE, localeInfo, type Locale } from './locales';

/**
 * The interface's language and its loaded catalogue. Only the chosen language is downloaded; switching
 * loads the new one first and then tells every subscribed screen at once, so nothing shows a half-switched
 * page and nothing reloads.
 */
type Loaded = { readonly locale: Locale; readonly text: Catalogue };

let current: Loaded | undefined;
const listeners = new Set<() => void>();
const loading = new Map<Locale, Promise<Catalogue>>();

function load(locale: Locale): Promise<Catalogue> {
  let pending = loading.get(locale);
  if (!pending) {
    const loader = loaders[locale];
    if (!loader) return Promise.reject(new Error(`No catalogue for "${locale}"`));
    pending = loader().then((module) => module.default);
    pending.catch(() => loading.delete(locale));
    loading.set(locale, pending);
  }
  return pending;
}

/** Loads the language and makes it the interface's; resolves once every screen can word it. */
export async function switchLocale(locale: Locale): Promise<void> {
  const text = await load(locale);
  if (current?.locale === locale) return;
  current = { locale, text };
  const root = globalThis.document?.documentElement;
  if (root) {
    root.lang = locale;
    root.dir = localeInfo(locale).dir;
  }
  for (const listener of listeners) listener();
}

// The shared schemas word their validation messages by key as they fail: the forms read them in the
// player's language, never as English to look up (English until a catalogue is in).
wordValidationWith((key) => current?.text.errors.validation[key] ?? VALIDATION[key]);

export function subscribeToLocale(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function loaded(): Loaded {
  if (!current) throw new Error('The catalogue is not loaded yet: await switchLocale() before rendering.');
  return current;
}

/** The current catalogue, for code outside React (toasts, validation); screens use useText(). */
export function text(): Catalogue {
  return loaded().text;
}

export function currentLocale(): Locale {
  return current?.locale ?? DEFAULT_LOCALE;
}
