import { networkInterfaces } from 'node:os';

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '::1']);
const ALL_INTERFACES = new Set(['0.0.0.0', '::']);

/**
 * The lines to log once the server listens: where it is, and how others on the network can join,
 * because a LAN party is a common way to play and HOST defaults to this machine only.
 */
export function readyMessages(host: string, port: number): string[] {
  const shownHost = host.includes(':') ? `[${host}]` : host;
  const lines = [`Name Place Animal Thing is ready at http://${shownHost}:${port}`];
  if (LOOPBACK_HOSTS.has(host)) {
    lines.push('Only this computer can reach it; start with HOST=0.0.0.0 to open it to your local network.');
  } else if (ALL_INTERFACES.has(host)) {
    const addresses = lanAddresses().map((address) => `http://${address}:${port}`);
    if (addresses.length > 0) lines.push(`Players on your network can join at ${addresses.join(' or ')}`);
  }
  return lines;
}

function lanAddresses(): string[] {
  return Object.values(networkInterfaces())
    .flatMap((entries) => entries ?? [])
    .filter((entry) => entry.family === 'IPv4' && !entry.internal)
    .map((entry) => entry.address);
}
