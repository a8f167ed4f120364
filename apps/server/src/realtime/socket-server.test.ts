import { PROTOCOL_VERSION } from '@npat/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAsGuest, type SignedInUser } from '../testing/identity-client.ts';
import { connectTestSocket, connectionRefusal, nextHello } from '../testing/socket-client.ts';
import { socketsClosedAfterEach } from '../testing/suite-sockets.ts';
import { startTestServer, TEST_PUBLIC_URL, type TestServer } from '../testing/test-server.ts';

describe('socket.io server', () => {
  let server: TestServer;
  let guest: SignedInUser;
  const connect = socketsClosedAfterEach();

  beforeAll(async () => {
    server = await startTestServer();
    guest = await signInAsGuest(server.url);
  });
  afterAll(() => server?.close());

  it('greets a new connection with server:hello and the protocol version', async () => {
    const socket = connect(server.url, { extraHeaders: { cookie: guest.cookie } });
    expect(await nextHello(socket)).toEqual({ protocolVersion: PROTOCOL_VERSION });
  });

  it('keeps neither the HTTP request a connection began with nor its headers once it is connected', async () => {
    const socket = connect(server.url, { extraHeaders: { cookie: guest.cookie } });
    await nextHello(socket);
    const [connected] = await server.io.fetchSockets();
    const held = server.io.of('/').sockets.get(connected?.id ?? '');
    expect(held?.conn.request).toBeNull();
    expect(held?.handshake.headers).toEqual({});
    expect(held?.data.user.uid).toBe(guest.user.uid);
  });

  it('greets a client that starts with HTTP long-polling', async () => {
    const socket = connect(server.url, {
      transports: ['polling', 'websocket'],
      extraHeaders: { cookie: guest.cookie },
    });
    expect(await nextHello(socket)).toEqual({ protocolVersion: PROTOCOL_VERSION });
  });

  it("accepts a handshake from PUBLIC_URL's origin", async () => {
    const socket = connect(server.url, { extraHeaders: { origin: TEST_PUBLIC_URL, cookie: guest.cookie } });
    expect(await nextHello(socket)).toEqual({ protocolVersion: PROTOCOL_VERSION });
  });

  it('refuses a handshake from a foreign origin, even with a valid session cookie', async () => {
    const socket = connect(server.url, {
      extraHeaders: { origin: 'https://evil.example', cookie: guest.cookie },
    });
    await expect(connectionRefusal(socket)).resolves.toBeInstanceOf(Error);
    expect(socket.connected).toBe(false);
  });

  it('refuses a foreign origin over HTTP long-polling too', async () => {
    const socket = connect(server.url, {
      transports: ['polling'],
      extraHeaders: { origin: 'https://evil.example', cookie: guest.cookie },
    });
    await expect(connectionRefusal(socket)).resolves.toBeInstanceOf(Error);
  });

  it('refuses a handshake whose Origin hides a user before our own host', async () => {
    const { protocol, host } = new URL(server.url);
    const socket = connect(server.url, {
      extraHeaders: { origin: `${protocol}//evil@${host}`, cookie: guest.cookie },
    });
    await expect(connectionRefusal(socket)).resolves.toBeInstanceOf(Error);
  });
});

describe('socket.io server shutting down', () => {
  it('disconnects connected clients when the server closes', async () => {
    const server = await startTestServer();
    const { cookie } = await signInAsGuest(server.url);
    const socket = connectTestSocket(server.url, { extraHeaders: { cookie } });
    try {
      await nextHello(socket);
      const disconnected = new Promise<string>((resolve) => socket.once('disconnect', resolve));
      await server.close();
      expect(await disconnected).toBe('io server disconnect');
    } finally {
      socket.disconnect();
      await server.close();
    }
  });
});
