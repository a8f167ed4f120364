import { describe, expect, it } from 'vitest';
import { parseTrustProxy } from './trust-proxy.ts';

describe('reading TRUST_PROXY', () => {
  it('reads true and false in any case', () => {
    expect(parseTrustProxy('true')).toBe(true);
    expect(parseTrustProxy('FALSE')).toBe(false);
  });

  it('refuses a hop count, which Fastify would take but trust nothing with', () => {
    expect(parseTrustProxy('1')).toBeUndefined();
    expect(parseTrustProxy('2')).toBeUndefined();
  });

  it('reads a list of addresses, CIDR ranges and named ranges', () => {
    expect(parseTrustProxy('10.0.0.1')).toEqual(['10.0.0.1']);
    expect(parseTrustProxy('10.0.0.0/8, 192.168.0.0/255.255.0.0,::1,fd00::/8,loopback')).toEqual([
      '10.0.0.0/8',
      '192.168.0.0/255.255.0.0',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
  });

  it('refuses anything else', () => {
    for (const raw of ['yes', 'proxy.internal', '10.0.0.0/33', '::1/129', '10.0.0.1,', '10.0.0.0/8/8', '1.5'])
      expect(parseTrustProxy(raw), raw).toBeUndefined();
  });
});
