import { describe, expect, it } from 'vitest';
import { haproxyConfig } from './haproxy-config.ts';

describe('haproxyConfig', () => {
  const config = haproxyConfig({ port: 4000, nodePorts: [4001, 4002], maxConnections: 5000 });

  it('lists every node once, health-checked on /api/health', () => {
    expect(config).toContain('server node1 127.0.0.1:4001 check');
    expect(config).toContain('server node2 127.0.0.1:4002 check');
    expect(config).toContain('option httpchk GET /api/health');
  });

  it('sends a room to one node by its ?room= (round robin without one), without sticky sessions', () => {
    expect(config).toContain('mode http');
    expect(config).toContain('balance url_param room');
    expect(config).toContain('hash-type consistent');
    expect(config).not.toMatch(/\bcookie\b|\bstick\b|balance source/);
  });

  it('keeps websockets open and retries a dead node on another one', () => {
    expect(config).toContain('timeout tunnel 1h');
    expect(config).toContain('option redispatch 1');
    expect(config).toContain('on-error mark-down');
  });

  it('listens on loopback only', () => {
    expect(config).toContain('bind 127.0.0.1:4000');
  });
});
