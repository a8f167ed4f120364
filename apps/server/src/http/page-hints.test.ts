import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  hintTags,
  matchRoute,
  readRouteHints,
  ROUTE_HINTS_FILE,
  withHeadTags,
  type RouteHint,
} from './page-hints.ts';

const HINTS: RouteHint[] = [
  { path: '/', modules: ['/assets/home-1.js'], data: ['/api/session'] },
  {
    path: '/game-room/:roomId/lobby',
    modules: ['/assets/room-1.js', '/assets/lobby-1.js'],
    data: ['/api/session', '/api/rooms/:roomId'],
  },
];

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
  it("names a route's data reads and chunks, parameters filled in", () => {
    expect(hintTags(HINTS, '/game-room/abc/lobby')).toBe(
      '<link rel="preload" as="fetch" crossorigin href="/api/session">' +
        '<link rel="preload" as="fetch" crossorigin href="/api/rooms/abc">' +
        '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/room-1.js">' +
        '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/lobby-1.js">',
    );
  });

  it('names nothing for a path no route hint is for, such as an attacker-made room id', () => {
    expect(hintTags(HINTS, '/nowhere')).toBe('');
    expect(hintTags(HINTS, '/game-room/%22%20onload%3D%22alert(1)/lobby')).toBe('');
  });

  it('leaves out a URL that could not stand in an attribute as it is', () => {
    const hostile: RouteHint[] = [
      { path: '/', modules: ['/assets/a.js" onload="x', 'https://evil.example/x.js'], data: ['/api/<b>'] },
    ];
    expect(hintTags(hostile, '/')).toBe('');
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

describe('readRouteHints', () => {
  const dir = mkdtempSync(join(tmpdir(), 'npat-hints-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("reads the build's hints and skips entries not of their shape", async () => {
    writeFileSync(
      join(dir, ROUTE_HINTS_FILE),
      JSON.stringify([...HINTS, { path: '/x', modules: 'no' }, null]),
    );
    expect(await readRouteHints(dir)).toEqual(HINTS);
  });

  it('gives no hints when the file is missing or is not JSON', async () => {
    expect(await readRouteHints(join(dir, 'missing'))).toEqual([]);
    writeFileSync(join(dir, ROUTE_HINTS_FILE), '{not json');
    expect(await readRouteHints(dir)).toEqual([]);
    writeFileSync(join(dir, ROUTE_HINTS_FILE), '{"path": "/"}');
    expect(await readRouteHints(dir)).toEqual([]);
  });
});
