import type { FastifyInstance } from 'fastify';

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

/** Adds the security headers to every HTTP response, errors and 404s included. */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.headers({
      'content-security-policy': contentSecurityPolicy(request.headers.host),
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'x-frame-options': 'DENY',
      'cross-origin-opener-policy': 'same-origin',
    });
  });
}
