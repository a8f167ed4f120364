import { PROTOCOL_VERSION } from '@npat/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAsGuest, type SignedInUser } from '../testing/identity-client.ts';
import { nextHello } from '../testing/socket-client.ts';
import { refusalOf, socketsClosedAfterEach } from '../testing/suite-sockets.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { versionRefusal } from './protocol-version-check.ts';

describe('the handshake’s protocol version', () => {
  let server: TestServer;
  let guest: SignedInUser;
  const openSocket = socketsClosedAfterEach();
  const connect = (auth: Record<string, unknown>, cookie = guest.cookie) =>
    openSocket(server.url, { auth, extraHeaders: { cookie } });
  const connectedUids = async () => (await server.io.fetchSockets()).map((socket) => socket.data.user.uid);

  beforeAll(async () => {
    server = await startTestServer();
    guest = await signInAsGuest(server.url);
  });
  afterAll(() => server?.close());

  it('refuses a client of an older protocol with client-too-old, and connects no socket', async () => {
    const socket = connect({ protocolVersion: PROTOCOL_VERSION - 1 });
    expect(await refusalOf(socket)).toEqual({ message: 'client-too-old', code: 'client-too-old' });
    expect(socket.connected).toBe(false);
    expect(await connectedUids()).toEqual([]);
  });

  it('refuses a client of a newer protocol with server-too-old, and connects no socket', async () => {
    const socket = connect({ protocolVersion: PROTOCOL_VERSION + 1 });
    expect(await refusalOf(socket)).toEqual({ message: 'server-too-old', code: 'server-too-old' });
    expect(socket.connected).toBe(false);
    expect(await connectedUids()).toEqual([]);
  });

  it('refuses a client that sends no version (a web build from before versions) as too old', async () => {
    const socket = connect({});
    expect(await refusalOf(socket)).toEqual({ message: 'client-too-old', code: 'client-too-old' });
    expect(await connectedUids()).toEqual([]);
  });

  it('tells a stale tab to reload before it checks the session', async () => {
    expect(await refusalOf(connect({ protocolVersion: 1 }, 'npat_session=unknown'))).toEqual({
      message: 'client-too-old',
      code: 'client-too-old',
    });
  });

  it('connects a client of the current protocol and greets it with that version', async () => {
    expect(await nextHello(connect({ protocolVersion: PROTOCOL_VERSION }))).toEqual({
      protocolVersion: PROTOCOL_VERSION,
    });
    expect(await connectedUids()).toEqual([guest.user.uid]);
  });
});

describe('which version a handshake is refused for', () => {
  it('counts a version that is not a positive whole number as none, so too old', () => {
    for (const protocolVersion of ['3', 0, -1, 2.5, null, Number.NaN]) {
      expect(versionRefusal({ protocolVersion }, 3)).toBe('client-too-old');
    }
    expect(versionRefusal(undefined, 3)).toBe('client-too-old');
  });

  it('accepts exactly the server’s version', () => {
    expect(versionRefusal({ protocolVersion: 3 }, 3)).toBeUndefined();
    expect(versionRefusal({ protocolVersion: 4 }, 3)).toBe('server-too-old');
  });
});
