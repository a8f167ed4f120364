import { AUTH_ROUTES, ROOM_ROUTES } from '@npat/protocol';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from '../src/app/routes';
import { pageHints, ROOM_ACCESS_ROUTE, ROUTE_FETCHES, SESSION_ROUTE, type BuiltChunk } from './route-hints';

const chunk = (
  fileName: string,
  module: string | null,
  imports: string[] = [],
  isEntry = false,
): BuiltChunk => ({
  fileName,
  module,
  isEntry,
  imports,
});

/**
 * Every screen ROUTE_FETCHES names, each its own chunk importing a shared one and the entry's React; and two
 * languages' catalogues, importing the message runtime, one of them a plural rule as well.
 */
function builtApp(): BuiltChunk[] {
  const screens = [...new Set(ROUTE_FETCHES.flatMap((route) => route.screens))];
  return [
    chunk('assets/index.js', 'index.html', ['assets/react.js', 'assets/locale-store.js'], true),
    chunk('assets/react.js', null),
    chunk('assets/locale-store.js', null),
    chunk('assets/shared.js', null, ['assets/react.js']),
    ...screens.map((screen, i) =>
      chunk(`assets/screen-${i}.js`, screen, ['assets/shared.js', 'assets/react.js']),
    ),
    chunk('assets/runtime.js', null),
    chunk('assets/plurals.js', null),
    chunk('assets/i18n-en-1.js', 'virtual:messages/en', ['assets/runtime.js', 'assets/plurals.js']),
    chunk('assets/i18n-de-2.js', 'virtual:messages/de', ['assets/runtime.js', 'assets/locale-store.js']),
    chunk('assets/i18n-en-screens-3.js', 'virtual:messages/en/screens', ['assets/runtime.js']),
    chunk('assets/i18n-de-screens-4.js', '../../virtual:messages/de/screens', ['assets/runtime.js']),
  ];
}

const routeHints = (chunks: BuiltChunk[]) => pageHints(chunks).routes;

describe('pageHints', () => {
  it("names each route's screen chunks and what they import, not what index.html already loads", () => {
    const chunks = builtApp();
    const hints = routeHints(chunks);
    const credits = hints.find((hint) => hint.path === '/credits');
    const creditsChunk = chunks.find((c) => c.module === 'src/features/credits/credits-page.tsx')!.fileName;
    expect(credits?.modules).toEqual([`/${creditsChunk}`, '/assets/shared.js']);
    // Home is in the entry: its page names only the session read.
    expect(hints.find((hint) => hint.path === '/')).toEqual({
      path: '/',
      modules: [],
      data: [SESSION_ROUTE],
    });
    const lobby = hints.find((hint) => hint.path === '/game-room/:roomId/lobby');
    expect(lobby?.modules).toHaveLength(3);
    expect(lobby?.modules).not.toContain('/assets/react.js');
  });

  it('has every page read the session, and a room page its room', () => {
    const hints = routeHints(builtApp());
    for (const hint of hints) expect(hint.data[0]).toBe(SESSION_ROUTE);
    for (const hint of hints.filter((h) => h.path.startsWith('/game-room/')))
      expect(hint.data).toEqual([SESSION_ROUTE, ROOM_ACCESS_ROUTE]);
  });

  it('fails the build when a screen has no chunk of its own', () => {
    const chunks = builtApp().filter((c) => c.module !== 'src/features/credits/credits-page.tsx');
    expect(() => routeHints(chunks)).toThrow(/credits-page/);
  });

  it("names each language's catalogue chunk, then what it imports beyond index.html", () => {
    expect(pageHints(builtApp()).catalogues).toEqual({
      de: ['/assets/i18n-de-2.js', '/assets/runtime.js'],
      en: ['/assets/i18n-en-1.js', '/assets/runtime.js', '/assets/plurals.js'],
    });
  });

  it("names each language's screens' part apart from its catalogue", () => {
    expect(pageHints(builtApp()).screenCatalogues).toEqual({
      de: ['/assets/i18n-de-screens-4.js', '/assets/runtime.js'],
      en: ['/assets/i18n-en-screens-3.js', '/assets/runtime.js'],
    });
  });

  it('fails the build when there is no catalogue chunk', () => {
    const chunks = builtApp().filter((c) => !c.module?.startsWith('virtual:messages/'));
    expect(() => pageHints(chunks)).toThrow(/catalogues/);
  });

  it('writes the API paths the protocol defines', () => {
    expect(SESSION_ROUTE).toBe(AUTH_ROUTES.session);
    expect(ROOM_ACCESS_ROUTE.replace(':roomId', 'abc123')).toBe(ROOM_ROUTES.access('abc123'));
  });

  it("names only paths of the app's router", () => {
    const paths = new Set<string>();
    const walk = (list: RouteObject[], parent: string) => {
      for (const route of list) {
        const path = route.path === undefined ? parent : `${parent}/${route.path}`.replace(/\/+/g, '/');
        paths.add(path.replace(/(.)\/$/, '$1'));
        walk(route.children ?? [], path);
      }
    };
    walk(routes, '');
    for (const route of ROUTE_FETCHES) expect(paths).toContain(route.path);
  });
});
