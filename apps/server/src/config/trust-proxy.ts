import { isIP } from 'node:net';

/**
 * Which peers may tell the client's address in X-Forwarded-For, as Fastify's `trustProxy` takes it:
 * `false` (the default: the socket's peer is the client), `true` (any peer, and the left-most
 * forwarded address wins: only behind a proxy that overwrites the header), or the proxies' addresses
 * and CIDR ranges. Fastify 5 also takes a hop count but trusts nothing with it (a direct client could
 * send enough hops), so a number is refused here rather than silently doing nothing.
 */
export type TrustProxy = boolean | readonly string[];

/** proxy-addr's names for whole ranges, which Fastify accepts in a list. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

export const TRUST_PROXY_RULE =
  "true, false, or a comma-separated list of the proxies' addresses and CIDR ranges such as 10.0.0.0/8,::1";

/** Reads TRUST_PROXY (already trimmed and not blank), or `undefined` when it is none of the forms. */
export function parseTrustProxy(raw: string): TrustProxy | undefined {
  const lower = raw.toLowerCase();
  if (lower === 'true') return true;
  if (lower === 'false') return false;
  const entries = raw.split(',').map((entry) => entry.trim());
  return entries.every(isAddressOrRange) ? entries : undefined;
}

function isAddressOrRange(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (version === 4 && isIP(prefix) === 4) return true; // a netmask such as 255.0.0.0
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}
