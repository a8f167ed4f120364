import {
  CATALOGUE_MODULE,
  catalogueLocaleOf,
  ROOM_LAYOUT,
  screensCatalogueLocaleOf,
} from './bundle-graph.ts';

// AUTH_ROUTES.session and ROOM_ROUTES.access of @npat/protocol, written out because Vite's config loader cannot
// import the protocol's TypeScript; route-hints.test.ts holds them to the protocol.
export const SESSION_ROUTE = '/api/session';
export const ROOM_ACCESS_ROUTE = '/api/rooms/:roomId';

/**
 * What each page asks for before it can show anything, for the server to name in the page it sends
 * (`<link rel=modulepreload>` and `<link rel=preload as=fetch>`; apps/server/src/http/page-hints.ts). Without
 * them the browser learns of a screen's chunk and of the session read only once the entry script has run:
 * one round trip later on a phone's network. Paths are the router's (src/app/routes.tsx); `screens` are the
 * modules of the route's lazy parts, `data` the API reads of its loaders, with `:roomId` filled in by the
 * server. The live lobby is left out on purpose: it is asked for after the heading paints (decision 024).
 * Every page also waits for its language's catalogue, which the entry script imports only once it has run
 * (src/i18n/locale-store.ts): the hints name each language's too, and the server names the visitor's.
 */
export const ROUTE_FETCHES: readonly RouteFetches[] = [
  // Home is in the entry (decision 064): index.html names its chunks; the page adds the session read.
  { path: '/', screens: [] },
  { path: '/credits', screens: ['src/features/credits/credits-page.tsx'] },
  { path: '/reset-password', screens: ['src/features/reset-password/reset-password-page.tsx'] },
  { path: '/game-creation', screens: ['src/features/game-creation/game-creation-page.tsx'] },
  { path: '/history', screens: ['src/features/history/history-page.tsx'] },
  roomScreen('lobby', ['src/features/lobby/lobby-page.tsx']),
  roomScreen('game', ['src/features/game/answering/game-page.tsx']),
  roomScreen('scoring', ['src/features/game/review/scoring-page.tsx']),
  roomScreen('result', ['src/features/game/results/result-page.tsx']),
];

export interface RouteFetches {
  readonly path: string;
  readonly screens: readonly string[];
  /** Beyond the session, which every page reads. */
  readonly data?: readonly string[];
}

function roomScreen(name: string, screens: readonly string[]): RouteFetches {
  return {
    path: `/game-room/:roomId/${name}`,
    screens: [ROOM_LAYOUT, ...screens],
    data: [ROOM_ACCESS_ROUTE],
  };
}

/** The file written beside index.html, read by the server. */
export const ROUTE_HINTS_FILE = 'route-hints.json';

/** What route-hints.json holds: the hints of each route, and of each language. */
export interface PageHints {
  readonly routes: RouteHint[];
  /**
   * Per language (decision 032), the chunks of its compiled catalogue, which every page waits for before
   * showing its first screen: the catalogue's own chunk first, then what it imports beyond index.html's. The
   * server names the visitor's language's on every page, as it names a route's chunks.
   */
  readonly catalogues: Record<string, string[]>;
  /**
   * Per language, the chunks of its catalogue's screens' part (decision 068), which every screen but home
   * waits for: the server names the visitor's language's on the pages a route hint has chunks for.
   */
  readonly screenCatalogues: Record<string, string[]>;
}

/** One page's hints as the server reads them: URLs from the site's root. */
export interface RouteHint {
  readonly path: string;
  readonly modules: string[];
  readonly data: string[];
}

/** What the hints need of a built chunk (a subset of Rollup's OutputChunk). */
export interface BuiltChunk {
  readonly fileName: string;
  /**
   * The module the chunk stands for, relative to the web app's folder (e.g. src/app/room-layout.tsx), or a
   * virtual module's id (e.g. virtual:messages/en).
   */
  readonly module: string | null;
  readonly isEntry: boolean;
  readonly imports: readonly string[];
}

/**
 * Each route's chunks (its screens and everything they import statically) and each language's catalogue
 * chunks, leaving out what index.html loads.
 */
export function pageHints(chunks: readonly BuiltChunk[]): PageHints {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const closure = (roots: readonly BuiltChunk[]) => {
    const seen = new Set<string>();
    const visit = (chunk: BuiltChunk | undefined) => {
      if (!chunk || seen.has(chunk.fileName)) return;
      seen.add(chunk.fileName);
      for (const file of chunk.imports) visit(byFile.get(file));
    };
    roots.forEach(visit);
    return seen;
  };
  const inPage = closure(chunks.filter((chunk) => chunk.isEntry));
  const beyondPage = (roots: readonly BuiltChunk[]) =>
    [...closure(roots)].filter((file) => !inPage.has(file)).map((file) => `/${file}`);

  const routes = ROUTE_FETCHES.map(({ path, screens, data = [] }) => {
    const roots = screens.map((screen) => {
      const chunk = chunks.find((candidate) => candidate.module === screen);
      if (!chunk) throw new Error(`No chunk for ${screen} (route ${path}): was the screen renamed?`);
      return chunk;
    });
    return { path, modules: beyondPage(roots), data: [SESSION_ROUTE, ...data] };
  });

  const catalogueChunks = chunks.filter((chunk) => catalogueLocaleOf(chunk.module) !== undefined);
  if (catalogueChunks.length === 0)
    throw new Error(`No chunk for any ${CATALOGUE_MODULE}<locale>: were the catalogues renamed?`);
  const catalogues = Object.fromEntries(
    catalogueChunks
      .map((chunk) => [catalogueLocaleOf(chunk.module)!, beyondPage([chunk])] as const)
      .sort(([a], [b]) => a.localeCompare(b)),
  );
  const screenCatalogues = Object.fromEntries(
    chunks
      .filter((chunk) => screensCatalogueLocaleOf(chunk.module) !== undefined)
      .map((chunk) => [screensCatalogueLocaleOf(chunk.module)!, beyondPage([chunk])] as const)
      .sort(([a], [b]) => a.localeCompare(b)),
  );
  return { routes, catalogues, screenCatalogues };
}
