import { PROTOCOL_VERSION } from '@npat/protocol';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  connectTestSocket,
  connectionRefusal,
  nextHello,
  type TestSocket,
} from '../testing/socket-client.ts';
import { startTestServer, TEST_PUBLIC_URL, type TestServer } from '../testing/test-server.ts';

describe('socket.io server', () => {
  let server: TestServer;
  const sockets: TestSocket[] = [];
  const connect = (...args: Parameters<typeof connectTestSocket>) => {
    const socket = connectTestSocket(...args);
    sockets.push(socket);
    return socket;
  };

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.disconnect();
  });
  afterAll(() => server?.close());

  it('greets a new connection with server:hello and the protocol version', async () => {
    const socket = connect(server.url);
    expect(await nextHello(socket)).toEqual({ protocolVersion: PROTOCOL_VERSION });
  });

  it('greets a client that starts with HTTP long-polling', async () => {
    const socket = connect(server.url, { transports: ['polling', 'websocket'] });
    expect(await nextHello(socket)).toEqual({ protocolVersion: PROTOCOL_VERSION });
  });

  it("accepts a handshake from PUBLIC_URL's origin", async () => {
    const socket = connect(server.url, { extraHeaders: { origin: TEST_PUBLIC_URL } });
    expect(await nextHello(socket)).toEqual({ protocolVersion: PROTOCOL_VERSION });
  });

  it('refuses a handshake from a foreign origin', async () => {
    const socket = connect(server.url, { extraHeaders: { origin: 'https://evil.example' } });
    await expect(connectionRefusal(socket)).resolves.toBeInstanceOf(Error);
    expect(socket.connected).toBe(false);
  });

  it('refuses a foreign origin over HTTP long-polling too', async () => {
    const socket = connect(server.url, {
      transports: ['polling'],
      extraHeaders: { origin: 'https://evil.example' },
    });
    await expect(connectionRefusal(socket)).resolves.toBeInstanceOf(Error);
  });
});

describe('socket.io server shutting down', () => {
  it('disconnects connected clients when the server closes', async () => {
    const server = await startTestServer();
    const socket = connectTestSocket(server.url);
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
