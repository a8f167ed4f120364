import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { SocketServer } from '../realtime/socket-server.ts';

// A Host header fit to repeat inside the CSP; anything else is left out rather than escaped.
const SAFE_HOST = /^[\w.-]+(:\d{1,5})?$|^\[[\da-f:.]+\](:\d{1,5})?$/i;

/**
 * Builds the Content-Security-Policy. Scripts only from our origin; inline styles are allowed because
 * Radix positions popovers with style attributes; data:/blob: images for avatars and canvas exports.
 * connect-src names ws:/wss: of the requested host explicitly because older browsers do not count
 * WebSockets as 'self'.
 */
export function contentSecurityPolicy(host: string | undefined): string {
  const sockets = host !== undefined && SAFE_HOST.test(host) ? ` ws://${host} wss://${host}` : '';
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src 'self'${sockets}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** A year, as browsers' preload lists expect; sent only where the game is served over https. */
const HSTS = 'max-age=31536000; includeSubDomains';

export interface SecurityHeaderOptions {
  /** Tell browsers to use https only (Strict-Transport-Security); for an https PUBLIC_URL. */
  readonly hsts: boolean;
}

/** The headers every HTTP answer of ours carries, for a request naming `host`. */
export function securityHeaders(
  host: string | undefined,
  options: SecurityHeaderOptions,
): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy(host),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'DENY',
    'cross-origin-opener-policy': 'same-origin',
    ...(options.hsts && { 'strict-transport-security': HSTS }),
  };
}

/**
 * Adds the security headers to every HTTP answer: Fastify's (errors and 404s included) and
 * socket.io's, whose handshakes and long-polling answers never pass through Fastify.
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  io: SocketServer,
  options: SecurityHeaderOptions,
): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.headers(securityHeaders(request.headers.host, options));
  });
  // engine.io emits `headers` before writing each of its HTTP answers, WebSocket upgrades included.
  io.engine.on('headers', (headers: Record<string, string>, request: IncomingMessage) => {
    Object.assign(headers, securityHeaders(request.headers.host, options));
  });
}
