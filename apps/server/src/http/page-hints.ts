import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { DEFAULT_UI_LOCALE, isUiLocale, type UiLocale } from '@npat/protocol';

/**
 * The web build's route-hints.json (apps/web/scripts/route-hints.ts): per client route, the scripts and API
 * reads its screen needs before it can show anything, and per language, its compiled catalogue's scripts,
 * which every screen waits for (docs/decisions/032-i18n-library.md). Named in the page itself, the browser
 * asks for them together with the entry script instead of a round trip after it.
 */
export const ROUTE_HINTS_FILE = 'route-hints.json';

/** What route-hints.json holds. */
export interface PageHints {
  readonly routes: readonly RouteHint[];
  /** Per language, its catalogue's chunk and what that imports beyond index.html's scripts. */
  readonly catalogues: Readonly<Partial<Record<UiLocale, readonly string[]>>>;
  /** Per language, its catalogue's screens' part, which every screen but home waits for (decision 068). */
  readonly screenCatalogues: Readonly<Partial<Record<UiLocale, readonly string[]>>>;
}

export interface RouteHint {
  /** The router's path, e.g. /game-room/:roomId/lobby. */
  readonly path: string;
  readonly modules: readonly string[];
  /** API paths; `:name` segments take the page path's values. */
  readonly data: readonly string[];
}

// Only what can go inside an attribute as it is: a path of plain characters on this site (not `//host/…`),
// a parameter of an id's.
const SAFE_URL = /^\/(?!\/)[\w./-]*$/;
const SAFE_PARAMETER = /^[\w-]{1,100}$/;

const NO_HINTS: PageHints = { routes: [], catalogues: {}, screenCatalogues: {} };

/**
 * The hints of a build, or none when the file is missing or not what the build writes. Entries not of their
 * shape are skipped. A build from before the catalogues (a plain list of route hints) gives its routes.
 */
export async function readPageHints(webDist: string): Promise<PageHints> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(await readFile(join(webDist, ROUTE_HINTS_FILE), 'utf8'));
  } catch {
    return NO_HINTS;
  }
  if (Array.isArray(parsed)) return { ...NO_HINTS, routes: parsed.filter(isRouteHint) };
  if (typeof parsed !== 'object' || parsed === null) return NO_HINTS;
  const { routes, catalogues, screenCatalogues } = parsed as Record<string, unknown>;
  return {
    routes: Array.isArray(routes) ? routes.filter(isRouteHint) : [],
    catalogues: byLocale(catalogues),
    screenCatalogues: byLocale(screenCatalogues),
  };
}

/** A table of URL lists by language, without the entries not of that shape. */
function byLocale(table: unknown): Partial<Record<UiLocale, string[]>> {
  if (typeof table !== 'object' || table === null) return {};
  return Object.fromEntries(
    Object.entries(table).filter(
      (entry): entry is [UiLocale, string[]] => isUiLocale(entry[0]) && isUrlList(entry[1]),
    ),
  );
}

function isRouteHint(value: unknown): value is RouteHint {
  if (typeof value !== 'object' || value === null) return false;
  const { path, modules, data } = value as Record<string, unknown>;
  return typeof path === 'string' && isUrlList(modules) && isUrlList(data);
}

function isUrlList(list: unknown): list is string[] {
  return Array.isArray(list) && list.every((url) => typeof url === 'string');
}

/** The cookie that keeps the language a visitor chose (apps/web/src/i18n/locale-cookie.ts). */
export const LOCALE_COOKIE = 'npat_locale';

/**
 * The language a visit's first screen will be in, chosen as the web app chooses it at start
 * (apps/web/src/i18n/start-locale.ts): the language kept in the cookie when it is one we speak, else the
 * first of the browser's languages we speak, by language ('de-AT' → 'de'), else English. The browser's
 * languages are read from Accept-Language, which browsers make from the same list as the app's
 * `navigator.languages`; should the two ever differ, the app just loads another catalogue.
 */
export function visitLocale(cookieHeader: string | undefined, acceptLanguage: string | undefined): UiLocale {
  return cookieLocale(cookieHeader) ?? acceptedLocale(acceptLanguage) ?? DEFAULT_UI_LOCALE;
}

/** The cookie's language as the web app reads `document.cookie` (readLocaleCookie): its first valid one. */
export function cookieLocale(cookieHeader: string | undefined): UiLocale | undefined {
  for (const pair of (cookieHeader ?? '').split(';')) {
    const [name, value] = pair.trim().split('=');
    if (name === LOCALE_COOKIE && isUiLocale(value)) return value;
  }
  return undefined;
}

/**
 * The first language of an Accept-Language header that we speak, by language prefix, in the order of the
 * ranges' weights (the header's order among equal ones). A range weighted 0, or with a weight that is not
 * one, is not a preference; `*` names no language.
 */
export function acceptedLocale(acceptLanguage: string | undefined): UiLocale | undefined {
  const ranges = (acceptLanguage ?? '')
    .split(',')
    .map((range, order) => {
      const [tag = '', ...parameters] = range.split(';').map((part) => part.trim());
      let weight = 1;
      for (const parameter of parameters) {
        if (!/^q=/i.test(parameter)) continue;
        weight = /^q=(0(\.\d{0,3})?|1(\.0{0,3})?)$/i.test(parameter) ? Number(parameter.slice(2)) : 0;
      }
      return { tag, weight, order };
    })
    .filter((range) => range.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.order - b.order);
  for (const { tag } of ranges) {
    const language = tag.toLowerCase().split('-')[0];
    if (isUiLocale(language)) return language;
  }
  return undefined;
}

/** The values of `pattern`'s `:name` segments in `path`, or null when the path is not that route's. */
export function matchRoute(pattern: string, path: string): Record<string, string> | null {
  const wanted = pattern.split('/');
  const given = (path.length > 1 ? path.replace(/\/+$/, '') : path).split('/');
  if (wanted.length !== given.length) return null;
  const parameters: Record<string, string> = {};
  for (const [index, segment] of wanted.entries()) {
    const value = given[index] ?? '';
    if (segment.startsWith(':')) {
      const decoded = safeDecode(value);
      if (decoded === null || !SAFE_PARAMETER.test(decoded)) return null;
      parameters[segment.slice(1)] = decoded;
    } else if (segment !== value) return null;
  }
  return parameters;
}

function safeDecode(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

/**
 * The `<link>` tags for the page at `path` in `locale`: fetch preloads that the app's own `fetch` (same
 * origin, credentials same-origin) picks up, and modulepreloads at low priority (the page's header paints
 * without them, see the web build's lowPriorityScripts) of the language's catalogue, which every page
 * waits for, of its screens' part on a screen beyond home, and of the route's chunks. Only the catalogue's for
 * a path no route hint is for.
 */
export function hintTags(hints: PageHints, path: string, locale: UiLocale): string {
  const route = routeOf(hints.routes, path);
  // A screen beyond home waits for the screens' words too.
  const screenWords = route && route.path !== '/' ? (hints.screenCatalogues[locale] ?? []) : [];
  const modules = new Set([...(hints.catalogues[locale] ?? []), ...screenWords, ...(route?.modules ?? [])]);
  const tags = [
    ...(route?.data ?? [])
      .filter((url) => SAFE_URL.test(url))
      .map((url) => `<link rel="preload" as="fetch" crossorigin href="${url}">`),
    ...[...modules]
      .filter((url) => SAFE_URL.test(url))
      .map((url) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="${url}">`),
  ];
  return tags.join('');
}

/** The first hint for `path`, its data's parameters filled in; undefined when none is. */
function routeOf(routes: readonly RouteHint[], path: string): RouteHint | undefined {
  for (const hint of routes) {
    const parameters = matchRoute(hint.path, path);
    if (parameters === null) continue;
    const data = hint.data.map((url) => url.replace(/:(\w+)/g, (_, name: string) => parameters[name] ?? ''));
    return { ...hint, data };
  }
  return undefined;
}

/**
 * The page for `path` as a visitor in `locale` gets it: the hints at the end of its head, and its `<html
 * lang>` that language's, as the app sets it once the catalogue is in (src/i18n/locale-store.ts).
 */
export function hintedPage(html: string, hints: PageHints, path: string, locale: UiLocale): string {
  return withLang(withHeadTags(html, hintTags(hints, path, locale)), locale);
}

/** `html` with its `<html>` tag's lang attribute set to `locale` (one of ours, safe in an attribute as it is). */
export function withLang(html: string, locale: UiLocale): string {
  return html.replace(/<html\b([^>]*)>/i, (_, attributes: string) => {
    const others = attributes.replace(/\slang\s*=\s*("[^"]*"|'[^']*'|[^\s>]*)/i, '');
    return `<html lang="${locale}"${others}>`;
  });
}

/** `html` with `tags` at the end of its head. */
export function withHeadTags(html: string, tags: string): string {
  if (tags === '') return html;
  const end = html.indexOf('</head>');
  return end === -1 ? html : `${html.slice(0, end)}${tags}${html.slice(end)}`;
}
