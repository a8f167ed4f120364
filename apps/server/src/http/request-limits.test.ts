import { AUTH_ROUTES, avatarPath, MAX_JSON_DEPTH } from '@npat/protocol';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendJson, signInAsGuest, uniqueNickname } from '../testing/identity-client.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { MAX_BODY_BYTES, REQUEST_TIMEOUT_MS } from './request-limits.ts';

const nested = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);

describe('request bodies and their timing', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());

  const send = (
    path: string,
    method: string,
    body: string | ReadableStream<Uint8Array>,
    headers: Record<string, string> = {},
  ) =>
    fetch(`${server.url}${path}`, {
      method,
      headers: { 'content-type': 'application/json', ...headers },
      body,
      ...(body instanceof ReadableStream && { duplex: 'half' }),
    } as RequestInit);

  it('refuses the attack of 0.9 MB nested 150,000 deep with a 413, signed in or not', async () => {
    const body = nested(150_000);
    expect(body.length).toBeGreaterThan(900_000);
    const { cookie } = await signInAsGuest(server.url);
    for (const headers of [{}, { cookie }] as Record<string, string>[]) {
      const response = await send(AUTH_ROUTES.profile, 'PATCH', body, headers);
      expect(response.status).toBe(413);
      expect(await response.json()).toMatchObject({ code: 'payload-too-large' });
    }
  });

  it('stops reading a body sent without a length once it passes the limit', async () => {
    const chunk = new TextEncoder().encode(' '.repeat(4096));
    let sent = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        // Bounded, so the test ends even if the server read on.
        if ((sent += chunk.length) > 4 * MAX_BODY_BYTES) controller.close();
        else controller.enqueue(chunk);
      },
    });
    const response = await send(AUTH_ROUTES.guest, 'POST', endless);
    expect(response.status).toBe(413);
  });

  it('refuses a body within the size limit but nested deeper than any real one, and creates nothing', async () => {
    const nickname = uniqueNickname();
    const deep = `{"nickname":"${nickname}","photoURL":"${avatarPath('lion')}","x":${nested(MAX_JSON_DEPTH)}}`;
    expect(deep.length).toBeLessThan(MAX_BODY_BYTES);
    const response = await send(AUTH_ROUTES.guest, 'POST', deep);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      code: 'bad-request',
      message: `The request's JSON is nested deeper than ${MAX_JSON_DEPTH} levels.`,
    });
    expect(await server.repositories.users.takenFields({ displayName: nickname })).toEqual([]);
    // The same body one level shallower is an ordinary guest.
    const shallow = deep.replace(nested(MAX_JSON_DEPTH), nested(MAX_JSON_DEPTH - 2));
    expect((await send(AUTH_ROUTES.guest, 'POST', shallow)).status).toBe(201);
  });

  it('still refuses prototype poisoning, as Fastify does', async () => {
    const response = await send(AUTH_ROUTES.guest, 'POST', '{"__proto__":{"isAdmin":true}}');
    expect(response.status).toBe(400);
  });

  it('takes an ordinary body as before', async () => {
    const response = await sendJson(`${server.url}${AUTH_ROUTES.guest}`, 'POST', {
      nickname: uniqueNickname(),
      photoURL: avatarPath('lion'),
    });
    expect(response.status).toBe(201);
  });

  it(
    'closes a connection whose body trickles in, once the request timeout passed',
    async () => {
      const { hostname, port } = new URL(server.url);
      const socket = connect(Number(port), hostname);
      const closed = new Promise<string>((resolve) => {
        let answer = '';
        socket.on('data', (data) => (answer += data.toString()));
        socket.on('close', () => resolve(answer));
      });
      socket.write(
        `POST ${AUTH_ROUTES.guest} HTTP/1.1\r\nHost: ${hostname}\r\ncontent-type: application/json\r\ncontent-length: 1000\r\n\r\n`,
      );
      // One byte a second, for longer than the timeout; the interval stops once the server hung up.
      const trickle = setInterval(() => socket.writable && socket.write(' '), 1000);
      try {
        const answer = await closed;
        // Before the limit Fastify never timed a request out: this waited for the test's own timeout.
        expect(answer).toMatch(/^HTTP\/1\.1 408/);
      } finally {
        clearInterval(trickle);
        socket.destroy();
      }
    },
    REQUEST_TIMEOUT_MS + 15_000,
  );
});
