import { jsonNestsDeeperThan, MAX_JSON_DEPTH } from '@npat/protocol';
import type { FastifyHttpOptions, FastifyInstance } from 'fastify';
import type { Server } from 'node:http';

/**
 * The largest HTTP body any route takes. Real bodies are under 2 KB (sign-up and a room's creation with
 * every setting included); Fastify's default of 1 MB let anyone make the node parse 0.9 MB of
 * `{"a":{"a":…}}` per request, without a session, and four of those at a time kept the loop busy.
 */
export const MAX_BODY_BYTES = 16 * 1024;

/** How long a client may take to send a request's headers, and the whole request with its body. */
export const HEADERS_TIMEOUT_MS = 10_000;
export const REQUEST_TIMEOUT_MS = 15_000;

/**
 * Fastify's options for the limits above. Node checks the two timeouts only every
 * `connectionsCheckingInterval` (30 s by default), so a trickling request would live on for up to half
 * a minute past them; one second keeps them close. A long-poll of socket.io is not cut: its request is
 * complete as soon as its headers are in, and only its answer waits.
 */
export const REQUEST_LIMIT_OPTIONS = {
  bodyLimit: MAX_BODY_BYTES,
  requestTimeout: REQUEST_TIMEOUT_MS,
  http: { headersTimeout: HEADERS_TIMEOUT_MS, connectionsCheckingInterval: 1_000 },
} satisfies FastifyHttpOptions<Server>;

/** Answers a body nested deeper than MAX_JSON_DEPTH, before any of it is parsed. */
class TooDeepError extends Error {
  readonly statusCode = 400;
  constructor() {
    super(`The request's JSON is nested deeper than ${MAX_JSON_DEPTH} levels.`);
  }
}

/**
 * Replaces Fastify's JSON body parser with one that first measures the body's nesting in one cheap pass
 * (`jsonNestsDeeperThan`) and refuses a body deeper than any real one with a 400, then parses as Fastify
 * does, prototype poisoning refused.
 */
export function registerBoundedJsonParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    // parseAs 'string' hands over a string; the type also allows a Buffer.
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (jsonNestsDeeperThan(text)) return done(new TooDeepError(), undefined);
    return parseJson(request, text, done);
  });
}
