import type { FastifyInstance, FastifyRequest } from 'fastify';
import { identityErrors } from '../identity/identity-error.ts';
import { sendIdentityError } from '../identity/send-identity-error.ts';
import { isAllowedOrigin } from '../realtime/allowed-origin.ts';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Sec-Fetch-Site values of requests a page of ours (or the user typing a URL) made. */
const OWN_FETCH_SITES = new Set(['same-origin', 'none']);

/**
 * Whether a request may change state, judged the way socket handshakes are: an Origin must be
 * PUBLIC_URL's or the requested host's own. Browsers send Origin with every cross-site POST and
 * fetch, so a missing one means an older browser or a non-browser client; it passes only when
 * Sec-Fetch-Site is absent too or says the request came from our own site.
 */
export function isSameSiteRequest(request: FastifyRequest, publicOrigin: string): boolean {
  const { origin, host } = request.headers;
  if (origin !== undefined) return isAllowedOrigin(origin, host, publicOrigin);
  const site = request.headers['sec-fetch-site'];
  return site === undefined || OWN_FETCH_SITES.has(String(site));
}

/**
 * Protects every state-changing request against cross-site request forgery with an Origin check
 * (SameSite=Lax cookies already keep most cross-site requests from carrying the session). The check
 * looks at the method only, never the path: the router decodes and resolves a path (`/%61pi`,
 * `//api`, an absolute-form `http://host/api/…`) in ways a pattern on the raw URL cannot follow, and
 * no page of ours posts outside the API anyway. A refused request gets 403 forbidden-origin before
 * any handler runs. socket.io's requests never reach Fastify; their handshake checks the Origin.
 */
export function registerCsrfProtection(app: FastifyInstance, publicOrigin: string): void {
  app.addHook('onRequest', async (request, reply) => {
    if (!STATE_CHANGING.has(request.method)) return;
    if (isSameSiteRequest(request, publicOrigin)) return;
    return sendIdentityError(reply, identityErrors.forbiddenOrigin());
  });
}
