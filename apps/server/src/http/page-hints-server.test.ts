import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { FIXTURE_CATALOGUES, FIXTURE_LOBBY_CHUNK } from '../testing/web-dist-fixture.ts';

const HTML = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };
const preload = (url: string) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="${url}">`;

describe("the page in the visitor's language", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());

  const page = async (path: string, headers: Record<string, string> = {}) => {
    const response = await fetch(`${server.url}${path}`, { headers: { ...HTML, ...headers } });
    expect(response.status).toBe(200);
    const html = await response.text();
    return { response, html, head: html.slice(0, html.indexOf('</head>')) };
  };

  it("names the language's catalogue and sets <html lang> from the npat_locale cookie", async () => {
    const { html, head } = await page('/', {
      cookie: 'npat_session=abc; npat_locale=de',
      'accept-language': 'en-US,en;q=0.9',
    });
    expect(html).toContain('<html lang="de">');
    for (const file of FIXTURE_CATALOGUES.de) expect(head).toContain(preload(file));
    expect(head).not.toContain(FIXTURE_CATALOGUES.en[0]);
    expect(head).toContain('href="/api/session"');
  });

  it('follows Accept-Language without the cookie, and English without either', async () => {
    const german = await page('/credits', { 'accept-language': 'pt-BR, de-AT;q=0.8, en;q=0.5' });
    expect(german.html).toContain('<html lang="de">');
    expect(german.head).toContain(preload(FIXTURE_CATALOGUES.de[0]));
    const english = await page('/credits');
    expect(english.html).toContain('<html lang="en">');
    for (const file of FIXTURE_CATALOGUES.en) expect(english.head).toContain(preload(file));
    expect(english.head).not.toContain(FIXTURE_CATALOGUES.de[0]);
  });

  it("names the catalogue beside a route's chunks, each file once", async () => {
    const { head } = await page('/game-room/room-1/lobby', { cookie: 'npat_locale=de' });
    expect(head).toContain(preload(FIXTURE_LOBBY_CHUNK));
    expect(head).toContain(preload(FIXTURE_CATALOGUES.de[0]));
    expect(head.split(FIXTURE_CATALOGUES.de[1]).length - 1).toBe(1);
  });

  it('names no catalogue for a language the build has none for, still setting its lang', async () => {
    const { html, head } = await page('/', { cookie: 'npat_locale=it' });
    expect(html).toContain('<html lang="it">');
    expect(head).not.toContain('/assets/i18n-');
  });

  it('says the page varies with the cookie and Accept-Language, and gives no validator to reuse it by', async () => {
    const { response } = await page('/', { cookie: 'npat_locale=de' });
    const vary = (response.headers.get('vary') ?? '').toLowerCase();
    expect(vary).toContain('cookie');
    expect(vary).toContain('accept-language');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('etag')).toBeNull();
    expect(response.headers.get('last-modified')).toBeNull();
  });
});
