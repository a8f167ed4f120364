import { SOCKET_CONNECT_ERROR_CODES, socketAuthErrorDataSchema } from '@npat/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SOCKETS_PER_SESSION } from '../resource-caps.ts';
import { signInAsGuest } from '../testing/identity-client.ts';
import { connectionRefusal, nextHello, type TestSocket } from '../testing/socket-client.ts';
import { socketsClosedAfterEach } from '../testing/suite-sockets.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

describe('sockets per session', () => {
  let server: TestServer;
  const openSocket = socketsClosedAfterEach();
  const connect = (cookie: string) => openSocket(server.url, { extraHeaders: { cookie } });
  /** Whether the handshake was accepted, or the refusal's message and code. */
  const outcomeOf = (socket: TestSocket) =>
    new Promise<'connected' | { message: string; code: string | undefined }>((resolve) => {
      socket.once('server:hello', () => resolve('connected'));
      socket.once('connect_error', (error: Error & { data?: unknown }) =>
        resolve({ message: error.message, code: socketAuthErrorDataSchema.safeParse(error.data).data?.code }),
      );
    });

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());

  it('refuses the sixth socket of one session with too-many-connections, and lets other sessions in', async () => {
    const guest = await signInAsGuest(server.url);
    for (let tab = 0; tab < SOCKETS_PER_SESSION; tab += 1) await nextHello(connect(guest.cookie));

    const code = SOCKET_CONNECT_ERROR_CODES.tooManyConnections;
    expect(await outcomeOf(connect(guest.cookie))).toEqual({ message: code, code });
    const other = await signInAsGuest(server.url);
    expect(await outcomeOf(connect(other.cookie))).toBe('connected');
  });

  it('lets a handshake in again once one of the sockets has gone', async () => {
    const guest = await signInAsGuest(server.url);
    const open = [];
    for (let tab = 0; tab < SOCKETS_PER_SESSION; tab += 1) {
      const socket = connect(guest.cookie);
      await nextHello(socket);
      open.push(socket);
    }
    await connectionRefusal(connect(guest.cookie));

    open[0]?.disconnect();
    // The server hears of the close a moment later; the client, like the web app, asks again.
    let outcome: Awaited<ReturnType<typeof outcomeOf>> | undefined;
    for (let attempt = 0; attempt < 50 && outcome !== 'connected'; attempt += 1) {
      outcome = await outcomeOf(connect(guest.cookie));
      if (outcome !== 'connected') await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(outcome).toBe('connected');
  });

  it('admits no more than the limit when many handshakes of one session arrive at once', async () => {
    const guest = await signInAsGuest(server.url);
    const outcomes = await Promise.all(Array.from({ length: 30 }, () => outcomeOf(connect(guest.cookie))));
    expect(outcomes.filter((outcome) => outcome === 'connected')).toHaveLength(SOCKETS_PER_SESSION);
    const mine = (await server.io.fetchSockets()).filter((socket) => socket.data.user.uid === guest.user.uid);
    expect(mine).toHaveLength(SOCKETS_PER_SESSION);
  });
});
