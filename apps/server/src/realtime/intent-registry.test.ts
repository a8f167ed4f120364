import { LOBBY_ERRORS } from '@npat/protocol';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { signInAsGuest } from '../testing/identity-client.ts';
import { connectTestSocket, nextHello } from '../testing/socket-client.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

describe('the intent registry', () => {
  let server: TestServer;
  let socket: Socket;
  const handled: unknown[] = [];

  beforeAll(async () => {
    server = await startTestServer({
      configure: ({ intents }) => {
        const schema = z.object({ value: z.number() });
        intents.register('test:echo-twice', {
          schema,
          handle: ({ payload, reply }) => {
            handled.push(payload);
            reply({ ok: true, echo: payload.value });
            reply({ ok: true, echo: 'again' });
          },
        });
        intents.register('test:throw', {
          schema,
          handle: () => Promise.reject(new Error('the database went away')),
        });
      },
    });
    const guest = await signInAsGuest(server.url);
    socket = connectTestSocket(server.url, { extraHeaders: { cookie: guest.cookie } }) as unknown as Socket;
    await nextHello(socket as never);
  });
  afterAll(async () => {
    socket?.disconnect();
    await server?.close();
  });

  const collect = (name: string, payload: unknown) =>
    new Promise<unknown[]>((resolve) => {
      const answers: unknown[] = [];
      socket.emit(name, payload, (answer: unknown) => answers.push(answer));
      // A second answer would arrive right behind the first; a ping's round trip is time enough.
      setTimeout(() => resolve(answers), 200);
    });

  it('answers an intent once, however often its handler replies', async () => {
    expect(await collect('test:echo-twice', { value: 7 })).toEqual([{ ok: true, echo: 7 }]);
  });

  it('refuses a malformed payload with invalid-request and never runs the handler', async () => {
    handled.length = 0;
    expect(await collect('test:echo-twice', { value: 'seven' })).toEqual([
      { ok: false, error: { code: 'invalid-request', message: LOBBY_ERRORS.invalidRequest } },
    ]);
    expect(handled).toEqual([]);
  });

  it('answers busy when the handler fails, and the socket stays usable', async () => {
    expect(await collect('test:throw', { value: 1 })).toEqual([
      { ok: false, error: { code: 'busy', message: LOBBY_ERRORS.busy } },
    ]);
    expect(await collect('test:echo-twice', { value: 8 })).toEqual([{ ok: true, echo: 8 }]);
  });

  it('keeps no listener per intent on a socket: the registry dispatches, whatever the number of intents', async () => {
    const [serverSide] = await server.io.fetchSockets();
    const names = ['test:echo-twice', 'test:throw', 'lobby:join', 'game:save-answer', 'clock:ping'];
    expect(serverSide?.id).toBeDefined();
    const local = server.io.of('/').sockets.get(serverSide?.id ?? '');
    expect(names.map((name) => local?.listenerCount(name))).toEqual([0, 0, 0, 0, 0]);
    expect(await collect('test:echo-twice', { value: 9 })).toEqual([{ ok: true, echo: 9 }]);
  });

  it('answers nothing to an event no intent has, and stays usable', async () => {
    // Names an attacker would try on a lookup by name: none reaches a handler or an inherited property.
    for (const name of ['test:unknown', 'constructor', '__proto__', 'hasOwnProperty'])
      expect(await collect(name, { value: 1 })).toEqual([]);
    expect(await collect('test:echo-twice', { value: 10 })).toEqual([{ ok: true, echo: 10 }]);
  });
});
