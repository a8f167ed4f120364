import { AUTH_ROUTES, avatarPath } from '@npat/protocol';
import { afterEach, describe, expect, it } from 'vitest';
import { sendJson, uniqueNickname } from '../testing/identity-client.ts';
import { createTestClock } from '../testing/test-clock.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

// Every request here comes from 127.0.0.1; X-Forwarded-For claims the player behind the proxy.
const SCHOOL = '198.51.100.7';
const HOME = '203.0.113.9';

describe('per-IP limits behind a reverse proxy', () => {
  let server: TestServer | undefined;
  afterEach(() => server?.close());

  /** A server allowing 2 guests per address and minute, trusting the proxies TRUST_PROXY names. */
  const start = async (trustProxy?: string) => {
    server = await startTestServer({
      now: createTestClock().now,
      env: { GUESTS_PER_IP_PER_MINUTE: '2', ...(trustProxy !== undefined && { TRUST_PROXY: trustProxy }) },
    });
    return server;
  };
  const guestFrom = (forwardedFor: string) =>
    sendJson(
      `${server!.url}${AUTH_ROUTES.guest}`,
      'POST',
      { nickname: uniqueNickname(), photoURL: avatarPath('lion') },
      { 'x-forwarded-for': forwardedFor },
    ).then((response) => response.status);

  it('counts every forwarded address as the proxy itself when TRUST_PROXY is unset', async () => {
    await start();
    expect([await guestFrom(SCHOOL), await guestFrom(HOME), await guestFrom(`${HOME}, ${SCHOOL}`)]).toEqual([
      201, 201, 429,
    ]);
  });

  it('counts each forwarded client on its own when the proxy is trusted', async () => {
    await start('127.0.0.1');
    expect([await guestFrom(SCHOOL), await guestFrom(SCHOOL), await guestFrom(SCHOOL)]).toEqual([
      201, 201, 429,
    ]);
    expect([await guestFrom(HOME), await guestFrom(HOME)]).toEqual([201, 201]);
  });

  it('takes the client the trusted proxy was told about, not what the client itself claimed', async () => {
    await start('loopback');
    // A proxy appends the address it saw; anything left of it came from the client and may be forged.
    expect([await guestFrom(`10.9.9.9, ${SCHOOL}`), await guestFrom(`10.8.8.8, ${SCHOOL}`)]).toEqual([
      201, 201,
    ]);
    expect(await guestFrom(`10.7.7.7, ${SCHOOL}`)).toBe(429);
    expect(await guestFrom(HOME)).toBe(201);
  });

  it('ignores the header from a peer it does not trust, however the address is forged', async () => {
    await start('10.0.0.0/8');
    expect([await guestFrom(SCHOOL), await guestFrom(HOME), await guestFrom('192.0.2.1')]).toEqual([
      201, 201, 429,
    ]);
  });
});
