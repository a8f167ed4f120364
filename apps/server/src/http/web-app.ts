import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { acceptsHtml } from './accepts-html.ts';
import { apiNotFound } from './api-errors.ts';
import { sendCompressedPage } from './compressed-page.ts';
import { hintedPage, readPageHints, visitLocale } from './page-hints.ts';
import { WEB_APP_NOT_BUILT_PAGE } from './web-app-not-built.ts';

/** Vite names everything under assets/ by content hash, so a file there never changes. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything else (index.html above all) must be revalidated so a deploy shows up at once. */
const REVALIDATE = 'no-cache';

/** The route @fastify/static answers files on: no other route compresses them (compression.ts). */
export function isWebFileRoute(url: string): boolean {
  return url === '/*';
}

/**
 * Serves the built web app from `webDist`: hashed assets cached for a year, index.html for every
 * client route (so /credits or /game-room/x/lobby load the app) with what that route and the visitor's
 * language need named in its head and that language in its `<html lang>` (page-hints.ts), JSON 404s under /api.
 * A file with a `.br` or `.gz` copy beside it (written by the web build) is answered with the copy the
 * client accepts, brotli first; every file answer says `Vary: Accept-Encoding`.
 * Without a build, warns and answers page requests with a 503 that says how to build.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string): Promise<void> {
  const built = existsSync(join(webDist, 'index.html'));
  if (built) {
    await app.register(fastifyStatic, {
      root: webDist,
      cacheControl: false,
      preCompressed: true,
      // `/` is a client route like the others, answered below with its hints.
      index: false,
      // Static files are many and boring; keep them out of the info log.
      logLevel: 'warn',
      // `path` is the file sent: for a compressed copy, assets/x.js.br, still under assets/.
      setHeaders(reply, path) {
        const inAssets = relative(webDist, path).startsWith(`assets${sep}`);
        reply.header('cache-control', inAssets ? IMMUTABLE : REVALIDATE);
      },
    });
  } else {
    app.log.warn(
      `The web app is not built: ${join(webDist, 'index.html')} is missing. Run \`npm run build\`.`,
    );
  }

  async function sendAppPage(request: FastifyRequest, reply: FastifyReply, path: string) {
    // The answer depends on Accept: an image request for a page's path gets the 404 below (which
    // cache-policy.ts keeps out of caches), the HTML request the page.
    reply.header('vary', 'accept');
    if (!isClientRoute(request, path)) return reply.code(404).type('text/plain').send('Not found');
    if (!built)
      return reply
        .code(503)
        .type('text/html')
        .header('cache-control', 'no-store')
        .send(WEB_APP_NOT_BUILT_PAGE);
    // Read per request, like a static file, so a new build is served without a restart.
    const [page, hints] = await Promise.all([
      readFile(join(webDist, 'index.html'), 'utf8'),
      readPageHints(webDist),
    ]);
    const locale = visitLocale(request.headers.cookie, request.headers['accept-language']);
    reply.code(200).header('cache-control', REVALIDATE);
    return sendCompressedPage(request, reply, hintedPage(page, hints, path, locale));
  }

  // `/` has a route of its own: for a request without Accept-Encoding, @fastify/static (index: false)
  // would answer the folder with 403 instead of passing it on. Compressed by sendCompressedPage.
  app.get('/', { compress: false }, (request, reply) => sendAppPage(request, reply, '/'));

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (isApiPath(path)) return reply.code(404).send(apiNotFound(request.method, path));
    return sendAppPage(request, reply, path);
  });
}

function isApiPath(path: string): boolean {
  return path === '/api' || path.startsWith('/api/');
}

/** A page the web app's router handles: a GET for HTML outside /api and /socket.io, without a file extension. */
function isClientRoute(request: FastifyRequest, path: string): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (path === '/socket.io' || path.startsWith('/socket.io/')) return false;
  const lastSegment = path.slice(path.lastIndexOf('/') + 1);
  return !lastSegment.includes('.') && acceptsHtml(request.headers.accept);
}
