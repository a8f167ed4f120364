import { SOCKET_PATH } from '@npat/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

const POLLING = `${SOCKET_PATH}/?EIO=4&transport=polling`;

/** Opens an engine.io long-polling session and sends one packet in it, keeping both answers. */
async function pollingAnswers(server: TestServer): Promise<Response[]> {
  const handshake = await fetch(`${server.url}${POLLING}`);
  const open = JSON.parse((await handshake.text()).slice(1)) as { sid: string };
  const send = await fetch(`${server.url}${POLLING}&sid=${open.sid}`, { method: 'POST', body: '2probe' });
  await send.text();
  return [handshake, send];
}

const expectCommonHeaders = (response: Response) => {
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  expect(response.headers.get('x-frame-options')).toBe('DENY');
  expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
};

describe('security headers with an https PUBLIC_URL', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { PUBLIC_URL: 'https://play.npat.example' } });
  });
  afterAll(() => server?.close());

  it('tells browsers to keep to https on pages, API answers and 404s', async () => {
    for (const path of ['/', '/api/health', '/api/nope']) {
      const response = await fetch(`${server.url}${path}`, { headers: { accept: 'text/html' } });
      expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    }
  });

  it("puts every security header on socket.io's long-polling answers too", async () => {
    const answers = await pollingAnswers(server);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    for (const answer of answers) {
      expectCommonHeaders(answer);
      expect(answer.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    }
  });
});

describe('security headers with an http PUBLIC_URL', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());

  it('sends no HSTS, which would lock a LAN party out of its own http address', async () => {
    const responses = [await fetch(`${server.url}/`), ...(await pollingAnswers(server))];
    for (const response of responses) expect(response.headers.has('strict-transport-security')).toBe(false);
  });

  it("puts the other security headers on socket.io's long-polling answers", async () => {
    for (const answer of await pollingAnswers(server)) expectCommonHeaders(answer);
  });
});
