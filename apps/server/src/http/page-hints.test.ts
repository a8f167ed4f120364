import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  acceptedLocale,
  cookieLocale,
  hintedPage,
  hintTags,
  matchRoute,
  readPageHints,
  ROUTE_HINTS_FILE,
  visitLocale,
  withHeadTags,
  withLang,
  type PageHints,
  type RouteHint,
} from './page-hints.ts';

const ROUTES: RouteHint[] = [
  { path: '/', modules: ['/assets/home-1.js'], data: ['/api/session'] },
  {
    path: '/game-room/:roomId/lobby',
    modules: ['/assets/room-1.js', '/assets/lobby-1.js', '/assets/runtime-1.js'],
    data: ['/api/session', '/api/rooms/:roomId'],
  },
];
const HINTS: PageHints = {
  routes: ROUTES,
  catalogues: {
    en: ['/assets/i18n-en-1.js', '/assets/runtime-1.js'],
    de: ['/assets/i18n-de-1.js', '/assets/runtime-1.js'],
  },
  screenCatalogues: {
    en: ['/assets/i18n-en-screens-1.js', '/assets/runtime-1.js'],
    de: ['/assets/i18n-de-screens-1.js', '/assets/runtime-1.js'],
  },
};
const preload = (url: string) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="${url}">`;

describe('matchRoute', () => {
  it("gives a route's parameters for a path of that route, with or without a trailing slash", () => {
    expect(matchRoute('/game-room/:roomId/lobby', '/game-room/Ab_3-x/lobby')).toEqual({ roomId: 'Ab_3-x' });
    expect(matchRoute('/game-room/:roomId/lobby', '/game-room/Ab_3-x/lobby/')).toEqual({ roomId: 'Ab_3-x' });
    expect(matchRoute('/', '/')).toEqual({});
    expect(matchRoute('/credits', '/credits/')).toEqual({});
  });

  it('matches no other path', () => {
    expect(matchRoute('/game-room/:roomId/lobby', '/game-room/abc/game')).toBeNull();
    expect(matchRoute('/game-room/:roomId/lobby', '/game-room/abc/lobby/extra')).toBeNull();
    expect(matchRoute('/', '/credits')).toBeNull();
    expect(matchRoute('/credits', '/')).toBeNull();
  });

  it('refuses a parameter that is not a plain id, encoded or not', () => {
    for (const id of ['%22%3E%3Cscript%3E', 'a%2Fb', '%E0%A4%A', 'a b', 'x'.repeat(101), '']) {
      expect(matchRoute('/game-room/:roomId/lobby', `/game-room/${id}/lobby`)).toBeNull();
    }
  });
});

describe('hintTags', () => {
  it("names a route's data reads, then the language's catalogue (its screens' part beyond home) and the route's chunks, each once", () => {
    expect(hintTags(HINTS, '/game-room/abc/lobby', 'de')).toBe(
      '<link rel="preload" as="fetch" crossorigin href="/api/session">' +
        '<link rel="preload" as="fetch" crossorigin href="/api/rooms/abc">' +
        preload('/assets/i18n-de-1.js') +
        preload('/assets/runtime-1.js') +
        preload('/assets/i18n-de-screens-1.js') +
        preload('/assets/room-1.js') +
        preload('/assets/lobby-1.js'),
    );
    expect(hintTags(HINTS, '/', 'en')).toBe(
      '<link rel="preload" as="fetch" crossorigin href="/api/session">' +
        preload('/assets/i18n-en-1.js') +
        preload('/assets/runtime-1.js') +
        preload('/assets/home-1.js'),
    );
  });

  it('names only the catalogue for a path no route hint is for, such as an attacker-made room id', () => {
    const catalogue = preload('/assets/i18n-en-1.js') + preload('/assets/runtime-1.js');
    expect(hintTags(HINTS, '/nowhere', 'en')).toBe(catalogue);
    expect(hintTags(HINTS, '/game-room/%22%20onload%3D%22alert(1)/lobby', 'en')).toBe(catalogue);
  });

  it('names no catalogue for a language the build has none for', () => {
    expect(hintTags(HINTS, '/nowhere', 'fr')).toBe('');
    expect(hintTags({ routes: ROUTES, catalogues: {}, screenCatalogues: {} }, '/', 'en')).not.toContain(
      'i18n',
    );
  });

  it('leaves out a URL that could not stand in an attribute as it is', () => {
    const hostile: PageHints = {
      routes: [
        { path: '/', modules: ['/assets/a.js" onload="x', 'https://evil.example/x.js'], data: ['/api/<b>'] },
      ],
      catalogues: { en: ['/assets/i18n-en.js"><script>', '//evil.example/en.js'] },
      screenCatalogues: { en: ['/assets/i18n-en-screens.js" onload="x', 'https://evil.example/s.js'] },
    };
    expect(hintTags(hostile, '/', 'en')).toBe('');
    expect(
      hintTags({ ...hostile, routes: [{ path: '/credits', modules: [], data: [] }] }, '/credits', 'en'),
    ).toBe('');
  });
});

describe('cookieLocale', () => {
  it('reads the npat_locale cookie among others, as the web app reads document.cookie', () => {
    expect(cookieLocale('npat_locale=de')).toBe('de');
    expect(cookieLocale('npat_session=abc; npat_locale=tr; theme=dark')).toBe('tr');
    expect(cookieLocale('a=1;npat_locale=fr')).toBe('fr');
  });

  it('ignores a value that is not one of our languages, and takes a later valid one', () => {
    expect(cookieLocale(undefined)).toBeUndefined();
    expect(cookieLocale('')).toBeUndefined();
    for (const value of ['pt', 'DE', 'de-AT', '', '"en"']) {
      expect(cookieLocale(`npat_locale=${value}`)).toBeUndefined();
    }
    expect(cookieLocale('npat_locale=xx; npat_locale=it')).toBe('it');
    expect(cookieLocale('other_npat_locale=de; npat_locale2=de')).toBeUndefined();
  });
});

describe('acceptedLocale', () => {
  it('takes the first range we speak, by language prefix', () => {
    expect(acceptedLocale('de-AT,de;q=0.9,en;q=0.8')).toBe('de');
    expect(acceptedLocale('pt-BR,pt;q=0.9,es-MX;q=0.8,en;q=0.5')).toBe('es');
    expect(acceptedLocale('FR-ca')).toBe('fr');
    expect(acceptedLocale('tr')).toBe('tr');
  });

  it('orders the ranges by weight, the header order among equal weights', () => {
    expect(acceptedLocale('en;q=0.5, it;q=0.8, de;q=0.8')).toBe('it');
    expect(acceptedLocale('en;q=0.1,fr')).toBe('fr');
    expect(acceptedLocale('es;q=1.000, de;q=0.999')).toBe('es');
    expect(acceptedLocale('de;Q=0.2, it;q=0.3')).toBe('it');
  });

  it('skips a range weighted 0 or with a malformed weight, and the wildcard', () => {
    expect(acceptedLocale('de;q=0, en;q=0.1')).toBe('en');
    expect(acceptedLocale('de;q=abc, it;q=0.1')).toBe('it');
    expect(acceptedLocale('de;q=1.5, it;q=0.1')).toBe('it');
    expect(acceptedLocale('*, es;q=0.5')).toBe('es');
  });

  it('gives none when no range is a language we speak', () => {
    expect(acceptedLocale(undefined)).toBeUndefined();
    expect(acceptedLocale('')).toBeUndefined();
    expect(acceptedLocale('pt-BR, ja;q=0.9, *;q=0.1')).toBeUndefined();
    expect(acceptedLocale('ende, german')).toBeUndefined();
  });
});

describe('visitLocale', () => {
  it('prefers the cookie, then Accept-Language, then English, as the web app chooses at start', () => {
    expect(visitLocale('npat_locale=it', 'de-DE,de;q=0.9')).toBe('it');
    expect(visitLocale('npat_locale=xx', 'de-DE,de;q=0.9')).toBe('de');
    expect(visitLocale(undefined, 'ja, es;q=0.5')).toBe('es');
    expect(visitLocale('npat_locale=pt', 'ja')).toBe('en');
    expect(visitLocale(undefined, undefined)).toBe('en');
  });
});

describe('withLang', () => {
  it("sets the html tag's lang, keeping its other attributes", () => {
    expect(withLang('<!doctype html>\n<html lang="en">\n<head></head></html>', 'de')).toBe(
      '<!doctype html>\n<html lang="de">\n<head></head></html>',
    );
    expect(withLang('<html class="x" lang=en dir="ltr"><head>', 'fr')).toBe(
      '<html lang="fr" class="x" dir="ltr"><head>',
    );
    expect(withLang('<html><head>', 'tr')).toBe('<html lang="tr"><head>');
    expect(withLang('<p>no html tag</p>', 'tr')).toBe('<p>no html tag</p>');
  });
});

describe('hintedPage', () => {
  it("gives the page the hints for its path and language, and that language's lang", () => {
    const page = '<!doctype html><html lang="en"><head><title>x</title></head><body></body></html>';
    const german = hintedPage(page, HINTS, '/', 'de');
    expect(german).toMatch(/^<!doctype html><html lang="de"><head><title>x<\/title><link /);
    expect(german).toContain(preload('/assets/i18n-de-1.js'));
    expect(german).not.toContain('i18n-en');
    expect(german).toContain(preload('/assets/home-1.js'));
  });
});

describe('withHeadTags', () => {
  it('puts the tags at the end of the head, and leaves a page without a head as it is', () => {
    expect(withHeadTags('<html><head><title>x</title></head><body></body></html>', '<link>')).toBe(
      '<html><head><title>x</title><link></head><body></body></html>',
    );
    expect(withHeadTags('<p>no head</p>', '<link>')).toBe('<p>no head</p>');
    expect(withHeadTags('<head></head>', '')).toBe('<head></head>');
  });
});

describe('readPageHints', () => {
  const dir = mkdtempSync(join(tmpdir(), 'npat-hints-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const none: PageHints = { routes: [], catalogues: {}, screenCatalogues: {} };

  it("reads the build's hints and skips entries not of their shape", async () => {
    writeFileSync(
      join(dir, ROUTE_HINTS_FILE),
      JSON.stringify({
        routes: [...ROUTES, { path: '/x', modules: 'no' }, null],
        catalogues: { ...HINTS.catalogues, pt: ['/assets/i18n-pt-1.js'], it: '/assets/i18n-it-1.js' },
        screenCatalogues: { ...HINTS.screenCatalogues, es: [7] },
      }),
    );
    expect(await readPageHints(dir)).toEqual(HINTS);
  });

  it('reads the routes of a build from before the catalogues, a list of route hints', async () => {
    writeFileSync(join(dir, ROUTE_HINTS_FILE), JSON.stringify([...ROUTES, null]));
    expect(await readPageHints(dir)).toEqual({ routes: ROUTES, catalogues: {}, screenCatalogues: {} });
  });

  it('gives no hints when the file is missing or is not JSON', async () => {
    expect(await readPageHints(join(dir, 'missing'))).toEqual(none);
    writeFileSync(join(dir, ROUTE_HINTS_FILE), '{not json');
    expect(await readPageHints(dir)).toEqual(none);
    writeFileSync(join(dir, ROUTE_HINTS_FILE), '"text"');
    expect(await readPageHints(dir)).toEqual(none);
    writeFileSync(join(dir, ROUTE_HINTS_FILE), '{"routes": {"path": "/"}, "catalogues": ["x"]}');
    expect(await readPageHints(dir)).toEqual(none);
  });
});
