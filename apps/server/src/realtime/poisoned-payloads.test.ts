import { AUTH_ROUTES, avatarPath, gameIntentSchemas, lobbyIntentSchemas } from '@npat/protocol';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendJson, signInAsGuest } from '../testing/identity-client.ts';
import { joinByCode } from '../testing/lobby-client.ts';
import { connectTestSocket, nextHello } from '../testing/socket-client.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

/** A "length" no comparison can turn into a number; zod's own safeParse threw on it. */
const POISON = JSON.parse('{"length":{"toString":1,"valueOf":1}}') as unknown;

const EVENTS = [...Object.keys(lobbyIntentSchemas), ...Object.keys(gameIntentSchemas), 'clock:ping'];

describe('payloads that made schema checks throw', () => {
  let server: TestServer;
  let socket: Socket;
  let cookie: string;
  beforeAll(async () => {
    server = await startTestServer();
    ({ cookie } = await signInAsGuest(server.url));
    socket = connectTestSocket(server.url, { extraHeaders: { cookie } }) as unknown as Socket;
    await nextHello(socket as never);
  });
  afterAll(async () => {
    socket?.disconnect();
    await server?.close();
  });

  it.each(EVENTS)(
    'refuses %s with a poisoned length in every field, and the server lives on',
    async (event) => {
      const payload = { roomId: POISON, categoryId: POISON, text: POISON, settings: POISON, uids: POISON };
      const answer = await Promise.race([
        socket.emitWithAck(event, payload),
        new Promise((resolve) => setTimeout(() => resolve('no answer'), 2000)),
      ]);
      // clock:ping answers only a valid ping; every intent is refused.
      if (event !== 'clock:ping')
        expect(answer).toMatchObject({ ok: false, error: { code: 'invalid-request' } });
      expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    },
  );

  it('answers 400, not 500, to HTTP bodies with a poisoned length', async () => {
    const guest = await sendJson(`${server.url}${AUTH_ROUTES.guest}`, 'POST', {
      nickname: POISON,
      photoURL: avatarPath('lion'),
    });
    expect(guest.status).toBe(400);
    expect((await joinByCode(server.url, cookie, POISON)).status).toBe(400);
  });
});
