import { describe, expect, it } from 'vitest';
import { isAllowedOrigin } from './allowed-origin.ts';

const PUBLIC_ORIGIN = 'https://npat.example.com';

describe('isAllowedOrigin', () => {
  it('allows a handshake without Origin, as sent by non-browser clients', () => {
    expect(isAllowedOrigin(undefined, 'npat.example.com', PUBLIC_ORIGIN)).toBe(true);
  });

  it("allows PUBLIC_URL's origin even behind a proxy that rewrites Host", () => {
    expect(isAllowedOrigin(PUBLIC_ORIGIN, '10.0.0.5:3000', PUBLIC_ORIGIN)).toBe(true);
  });

  it('allows the origin of the host the request went to, as on a LAN party', () => {
    expect(isAllowedOrigin('http://192.168.1.20:3000', '192.168.1.20:3000', PUBLIC_ORIGIN)).toBe(true);
  });

  it('refuses another site', () => {
    expect(isAllowedOrigin('https://evil.example', 'npat.example.com', PUBLIC_ORIGIN)).toBe(false);
  });

  it('refuses the same host on another port', () => {
    expect(isAllowedOrigin('http://localhost:5173', 'localhost:3000', 'http://localhost:3000')).toBe(false);
  });

  it('refuses an Origin that is not a URL', () => {
    expect(isAllowedOrigin('null', 'localhost:3000', 'http://localhost:3000')).toBe(false);
  });

  it.each([
    ['a user before the host', 'http://evil@localhost:3000'],
    ['a user and password', 'http://a:b@localhost:3000'],
    ['a path', 'http://localhost:3000/evil'],
    ['a trailing slash', 'http://localhost:3000/'],
    ['a query', 'http://localhost:3000?x'],
    ['capitals a browser never writes', 'http://LOCALHOST:3000'],
  ])('refuses an Origin with %s, which no browser sends: %s', (_what, origin) => {
    expect(isAllowedOrigin(origin, 'localhost:3000', 'https://npat.example.com')).toBe(false);
  });
});
