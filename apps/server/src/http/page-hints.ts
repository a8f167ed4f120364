import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * The web build's route-hints.json (apps/web/scripts/route-hints.ts): per client route, the scripts and API
 * reads its screen needs before it can show anything. Named in the page itself, the browser asks for them
 * together with the entry script instead of a round trip after it.
 */
export const ROUTE_HINTS_FILE = 'route-hints.json';

export interface RouteHint {
  /** The router's path, e.g. /game-room/:roomId/lobby. */
  readonly path: string;
  readonly modules: readonly string[];
  /** API paths; `:name` segments take the page path's values. */
  readonly data: readonly string[];
}

// Only what can go inside an attribute as it is: a path of plain characters, a parameter of an id's.
const SAFE_URL = /^\/[\w./-]*$/;
const SAFE_PARAMETER = /^[\w-]{1,100}$/;

/** The hints of a build, or none when the file is missing or not what the build writes. */
export async function readRouteHints(webDist: string): Promise<RouteHint[]> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(await readFile(join(webDist, ROUTE_HINTS_FILE), 'utf8'));
  } catch {
    return [];
  }
  return Array.isArray(parsed) ? parsed.filter(isRouteHint) : [];
}

function isRouteHint(value: unknown): value is RouteHint {
  if (typeof value !== 'object' || value === null) return false;
  const { path, modules, data } = value as Record<string, unknown>;
  const urls = (list: unknown) => Array.isArray(list) && list.every((url) => typeof url === 'string');
  return typeof path === 'string' && urls(modules) && urls(data);
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
 * The `<link>` tags for the page at `path`: modulepreloads at low priority (the page's header paints
 * without them, see the web build's lowPriorityScripts) and fetch preloads that the app's own `fetch`
 * (same origin, credentials same-origin) picks up. Empty for a path no hint is for.
 */
export function hintTags(hints: readonly RouteHint[], path: string): string {
  for (const hint of hints) {
    const parameters = matchRoute(hint.path, path);
    if (parameters === null) continue;
    const data = hint.data.map((url) => url.replace(/:(\w+)/g, (_, name: string) => parameters[name] ?? ''));
    const tags = [
      ...data
        .filter((url) => SAFE_URL.test(url))
        .map((url) => `<link rel="preload" as="fetch" crossorigin href="${url}">`),
      ...hint.modules
        .filter((url) => SAFE_URL.test(url))
        .map((url) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="${url}">`),
    ];
    return tags.join('');
  }
  return '';
}

/** `html` with `tags` at the end of its head. */
export function withHeadTags(html: string, tags: string): string {
  if (tags === '') return html;
  const end = html.indexOf('</head>');
  return end === -1 ? html : `${html.slice(0, end)}${tags}${html.slice(end)}`;
}
