import { VALIDATION, wordValidationWith } from '@npat/protocol';
import { loaders, screenNamespaces } from 'virtual:messages';
import type { Catalogue } from './catalogue.generated';
import { DEFAULT_LOCALE, localeInfo, type Locale } from './locales';

/**
 * The interface's language and its loaded catalogue. Only the chosen language is downloaded, and of it first
 * home's namespaces; the other screens' arrive with the first screen that needs them (loadScreenText, decision
 * 068). Switching loads the new language's parts first and then tells every subscribed screen at once, so
 * nothing shows a half-switched page and nothing reloads.
 */
type Loaded = { readonly locale: Locale; readonly text: Catalogue; readonly complete: boolean };
type Part = keyof (typeof loaders)[string];

let current: Loaded | undefined;
/** Whether a screen beyond home has asked for its words: from then on every language loads both parts. */
let screensWanted = false;
const listeners = new Set<() => void>();
const loading = new Map<string, Promise<Partial<Catalogue>>>();

function load(locale: Locale, part: Part): Promise<Partial<Catalogue>> {
  const key = `${locale}/${part}`;
  let pending = loading.get(key);
  if (!pending) {
    const loader = loaders[locale]?.[part];
    if (!loader) return Promise.reject(new Error(`No catalogue for "${locale}"`));
    pending = loader().then((module) => module.default);
    pending.catch(() => loading.delete(key));
    loading.set(key, pending);
  }
  return pending;
}

/** The language's words: home's, and the screens' once wanted (until then, reading one of theirs throws). */
async function loadText(locale: Locale, complete = screensWanted): Promise<Loaded> {
  const parts = await Promise.all([load(locale, 'home'), ...(complete ? [load(locale, 'screens')] : [])]);
  const text = Object.assign({}, ...parts) as Catalogue;
  if (!complete)
    for (const namespace of screenNamespaces)
      Object.defineProperty(text, namespace, {
        get() {
          throw new Error(
            `The words of "${String(namespace)}" are not loaded: load the screen through app/route-modules.ts.`,
          );
        },
      });
  return { locale, text, complete };
}

let firstShown: () => void = () => {};
/** Resolves once a first language is shown (main.tsx and the tests' setup load one before anything else). */
const shownOnce = new Promise<void>((resolve) => (firstShown = resolve));

function show(loaded: Loaded): void {
  current = loaded;
  const root = globalThis.document?.documentElement;
  if (root) {
    root.lang = loaded.locale;
    root.dir = localeInfo(loaded.locale).dir;
  }
  firstShown();
  for (const listener of listeners) listener();
}

/** Loads the language and makes it the interface's; resolves once every screen can word it. */
export async function switchLocale(locale: Locale): Promise<void> {
  let loaded = await firstOrWhole(locale);
  // A screen asked for its words while home's were on their way: they must come in this language too.
  if (screensWanted && !loaded.complete && current) loaded = await loadText(locale);
  if (current?.locale === locale && (current.complete || !loaded.complete)) return;
  show(loaded);
}

/**
 * The language's words as they are wanted; for the first language, home's alone when the screens' cannot
 * come (offline, a screen opened directly): they word home and the error screens, and the screen's own
 * route fails and says why.
 */
async function firstOrWhole(locale: Locale): Promise<Loaded> {
  try {
    return await loadText(locale);
  } catch (error) {
    if (current || !screensWanted) throw error;
    return loadText(locale, false);
  }
}

/**
 * Loads the screens' words of the interface's language; a screen's code waits for it (app/route-modules.ts).
 * Waits for the first language if none is shown yet, so a screen never renders with home's words alone.
 */
export async function loadScreenText(): Promise<void> {
  screensWanted = true;
  await shownOnce;
  if (!current || current.complete) return;
  const { locale } = current;
  const loaded = await loadText(locale);
  // A switch of language meanwhile loaded its own screens' words (screensWanted was already set).
  if (current.locale === locale && !current.complete) show(loaded);
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
