/** Where the bench expects HAProxy: Debian's package. */
export const HAPROXY_PATH = '/usr/sbin/haproxy';

export interface BalancerLayout {
  /** Port the balancer listens on (127.0.0.1). */
  port: number;
  /** Ports of the server nodes behind it (127.0.0.1). */
  nodePorts: readonly number[];
  /** Most connections the balancer and each node take at once. */
  maxConnections: number;
}

/**
 * HAProxy's configuration for a multi-node run: HTTP mode; a socket's connection (and each of its
 * long-polling requests) goes to the node its `?room=` hashes to, consistently, so a room's players
 * share a node and only a dead node's rooms move (docs/decisions/039-room-affinity.md); requests without
 * it (sign-in, room creation) go round robin. No stickiness: a player's requests may land on any node.
 * Websockets are kept open by `timeout tunnel`, and a health check runs on /api/health every 500 ms. A
 * connection to a node that died is retried on another one at once (`option redispatch 1`), and that
 * failure takes the node out as the health check would (`on-error mark-down`), so the rooms that hash to
 * it move to the others without each reconnecting player waiting for the check.
 */
export function haproxyConfig(layout: BalancerLayout): string {
  const { port, nodePorts, maxConnections } = layout;
  const servers = nodePorts.map(
    (nodePort, index) =>
      `  server node${index + 1} 127.0.0.1:${nodePort} check inter 500ms fall 2 rise 2 observe layer4 error-limit 1 on-error mark-down maxconn ${maxConnections}`,
  );
  return [
    'global',
    `  maxconn ${maxConnections * 2}`,
    '',
    'defaults',
    '  mode http',
    '  option http-server-close',
    '  option redispatch 1',
    '  retries 3',
    '  timeout connect 2s',
    '  timeout client 60s',
    '  timeout server 60s',
    '  timeout tunnel 1h',
    '  timeout client-fin 5s',
    '',
    'frontend bench',
    `  bind 127.0.0.1:${port}`,
    `  maxconn ${maxConnections * 2}`,
    '  default_backend nodes',
    '',
    'backend nodes',
    '  balance url_param room',
    '  hash-type consistent',
    '  option httpchk GET /api/health',
    '  http-check expect status 200',
    ...servers,
    '',
  ].join('\n');
}
