/**
 * Whether a socket handshake may proceed, judged by its Origin header. Browsers always send Origin on
 * WebSocket and cross-origin requests, so refusing foreign origins keeps another site's page from
 * using a player's session cookie. Allowed: no Origin (not a browser), PUBLIC_URL's origin, and the
 * origin of the host the request was sent to, so a LAN party reaching http://192.168.1.20:3000 works
 * without setting PUBLIC_URL.
 */
export function isAllowedOrigin(
  origin: string | undefined,
  requestHost: string | undefined,
  publicOrigin: string,
): boolean {
  if (origin === undefined) return true;
  if (origin === publicOrigin) return true;
  if (requestHost === undefined || !URL.canParse(origin)) return false;
  return new URL(origin).host === requestHost.toLowerCase();
}
