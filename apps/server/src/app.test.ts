import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { apiErrorSchema, healthErrorSchema, healthOkSchema } from '@npat/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from './paths.ts';
import {
  createPostgresTestDatabase,
  postgresUnavailableReason,
  type PostgresTestDatabase,
} from './storage/testing/postgres-test-database.ts';
import { describeWithService } from './testing/describe-with-service.ts';
import { startTestServer, type TestServer } from './testing/test-server.ts';
import { FIXTURE_ASSET_PATH, FIXTURE_INDEX_MARKER, FIXTURE_LOBBY_CHUNK } from './testing/web-dist-fixture.ts';

const HTML = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };

describe('HTTP server with a built web app', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());

  const get = (path: string, headers: Record<string, string> = {}) =>
    fetch(`${server.url}${path}`, { headers });

  it('answers /api/health with the version and the database kind', async () => {
    const response = await get('/api/health');
    expect(response.status).toBe(200);
    const rootManifest = JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')) as {
      version: string;
    };
    expect(healthOkSchema.parse(await response.json())).toEqual({
      status: 'ok',
      version: rootManifest.version,
      database: 'sqlite',
      acceptsNewRooms: true,
      refusedStarts: 0,
      refusedJoins: 0,
      botRooms: 0,
      botIntents: 0,
    });
  });

  it('serves index.html at / and tells caches to revalidate it', async () => {
    const response = await get('/', HTML);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toContain(FIXTURE_INDEX_MARKER);
  });

  it('caches hashed assets for a year as immutable', async () => {
    const response = await get(FIXTURE_ASSET_PATH);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await response.text()).toContain('npat');
  });

  it('tells caches to revalidate files outside assets/', async () => {
    const response = await get('/robots.txt');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  it.each([
    ['/sw.js', /^(text|application)\/javascript/],
    ['/manifest.webmanifest', /^application\/manifest\+json/],
  ])('serves %s with its content type, to be revalidated on every check', async (path, contentType) => {
    const response = await get(path);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(contentType);
    // A cached service worker or manifest would hold players on an old release.
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  it.each(['/credits', '/game-room/abc/lobby', '/credits/'])(
    'serves index.html for the client route %s',
    async (path) => {
      const response = await get(path, HTML);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.text()).toContain(FIXTURE_INDEX_MARKER);
    },
  );

  it("names in a route's page the chunks and API reads the build's hints give for it", async () => {
    const lobby = await (await get('/game-room/room-1/lobby', HTML)).text();
    expect(lobby).toContain(FIXTURE_INDEX_MARKER);
    const head = lobby.slice(0, lobby.indexOf('</head>'));
    expect(head).toContain(
      `<link rel="modulepreload" fetchpriority="low" crossorigin href="${FIXTURE_LOBBY_CHUNK}">`,
    );
    expect(head).toContain('<link rel="preload" as="fetch" crossorigin href="/api/rooms/room-1">');
    expect(head).toContain('<link rel="preload" as="fetch" crossorigin href="/api/session">');
    const home = await (await get('/', HTML)).text();
    expect(home).toContain('href="/api/session"');
    expect(home).not.toContain(FIXTURE_LOBBY_CHUNK);
  });

  it('puts nothing of an attacker-made room path into the page', async () => {
    const page = await (
      await get('/game-room/x%22%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E/lobby', HTML)
    ).text();
    expect(page).toContain(FIXTURE_INDEX_MARKER);
    expect(page).not.toContain('alert');
    expect(page).not.toContain('/api/rooms/');
  });

  it('answers HEAD for a page with its headers and no body', async () => {
    const response = await fetch(`${server.url}/credits`, { method: 'HEAD', headers: HTML });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await response.text()).toBe('');
  });

  it('answers an unknown API path with a JSON 404', async () => {
    for (const response of [
      await get('/api/nope', HTML),
      await fetch(`${server.url}/api/nope`, { method: 'POST' }),
    ]) {
      expect(response.status).toBe(404);
      expect(apiErrorSchema.parse(await response.json())).toMatchObject({ code: 'not-found' });
    }
  });

  it("answers Fastify's own refusals of a body in the API's shape: code and message", async () => {
    const post = (body: string) =>
      fetch(`${server.url}/api/auth/guest`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      });
    const malformed = await post('{"nickname":');
    expect(malformed.status).toBe(400);
    expect(apiErrorSchema.parse(await malformed.json())).toMatchObject({ code: 'bad-request' });
    const tooLarge = await post(JSON.stringify({ nickname: 'x'.repeat(2 * 1024 * 1024) }));
    expect(tooLarge.status).toBe(413);
    expect(apiErrorSchema.parse(await tooLarge.json())).toMatchObject({ code: 'payload-too-large' });
  });

  it('answers 404 for a missing file with an extension, even to a browser', async () => {
    expect((await get('/missing.png', { accept: 'image/png,*/*;q=0.8' })).status).toBe(404);
    expect((await get('/assets/index-missing.js', HTML)).status).toBe(404);
  });

  it('keeps the 404 of an image request for a page out of shared caches, and varies the page on Accept', async () => {
    for (const path of ['/game-room/x/lobby', '/']) {
      const image = await get(path, { accept: 'image/png' });
      expect(image.status).toBe(404);
      expect(image.headers.get('vary') ?? '').toMatch(/accept(,|$)/i);
      expect(image.headers.get('cache-control')).toBe('no-store');
      const page = await get(path, HTML);
      expect(page.status).toBe(200);
      expect(page.headers.get('vary') ?? '').toMatch(/accept(,|$)/i);
    }
  });

  it('keeps every error answer and every API answer out of caches', async () => {
    for (const response of [
      await get('/missing.png', { accept: 'image/png' }),
      await get('/api/nope', HTML),
      await fetch(`${server.url}/api/auth/guest`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{',
      }),
      await get('/api/session', {}),
    ]) {
      expect(response.headers.get('cache-control')).toBe('no-store');
    }
  });

  it('answers 404 instead of the app to a client route requested without accepting HTML', async () => {
    const response = await get('/credits', { accept: 'application/json' });
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain(FIXTURE_INDEX_MARKER);
  });

  it('sends security headers with pages, assets and API answers', async () => {
    for (const path of ['/', FIXTURE_ASSET_PATH, '/api/health', '/api/nope']) {
      const { headers } = await get(path, HTML);
      expect(headers.get('x-content-type-options')).toBe('nosniff');
      expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      const csp = headers.get('content-security-policy') ?? '';
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("style-src 'self' 'unsafe-inline'");
      expect(csp).toContain("img-src 'self' data: blob:");
      expect(csp).toContain(
        `connect-src 'self' ws://${new URL(server.url).host} wss://${new URL(server.url).host}`,
      );
    }
  });
});

describe('HTTP server without a built web app', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ webApp: 'missing' });
  });
  afterAll(() => server?.close());

  it('answers pages with a 503 that says to run npm run build', async () => {
    for (const path of ['/', '/credits']) {
      const response = await fetch(`${server.url}${path}`, { headers: HTML });
      expect(response.status).toBe(503);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      expect(await response.text()).toContain('npm run build');
    }
  });

  it('still answers /api/health', async () => {
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
  });
});

describe('HTTP server whose database is gone', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());

  it('answers /api/health with 503 and a message once the database is closed', async () => {
    await server.database.close();
    const response = await fetch(`${server.url}/api/health`);
    expect(response.status).toBe(503);
    expect(healthErrorSchema.parse(await response.json())).toEqual({
      status: 'error',
      message: 'The database is not reachable.',
    });
  });
});

describeWithService('HTTP server on PostgreSQL', 'PostgreSQL', await postgresUnavailableReason(), () => {
  let testDatabase: PostgresTestDatabase;
  let server: TestServer;
  beforeAll(async () => {
    testDatabase = await createPostgresTestDatabase();
    server = await startTestServer({ env: { DATABASE_URL: testDatabase.url } });
  });
  afterAll(async () => {
    await server?.close();
    await testDatabase?.drop();
  });

  it('migrates the empty database and reports postgres in /api/health', async () => {
    const response = await fetch(`${server.url}/api/health`);
    expect(healthOkSchema.parse(await response.json())).toMatchObject({ status: 'ok', database: 'postgres' });
  });
});
