/**
 * Whether a socket handshake may proceed, judged by its Origin header. Browsers always send Origin on
 * WebSocket and cross-origin requests, so refusing foreign origins keeps another site's page from
 * using a player's session cookie. Allowed: no Origin (not a browser), PUBLIC_URL's origin, and the
 * origin of the host the request was sent to, so a LAN party reaching http://192.168.1.20:3000 works
 * without setting PUBLIC_URL. An Origin is only ever scheme://host[:port] as browsers write it: one with
 * a user (`http://evil@host`), a path, or any other spelling that is not its own serialised origin is
 * not a browser's and is refused.
 */
export function isAllowedOrigin(
  origin: string | undefined,
  requestHost: string | undefined,
  publicOrigin: string,
): boolean {
  if (origin === undefined) return true;
  if (origin === publicOrigin) return true;
  if (requestHost === undefined || !URL.canParse(origin)) return false;
  const url = new URL(origin);
  return url.origin === origin && url.host === requestHost.toLowerCase();
}
