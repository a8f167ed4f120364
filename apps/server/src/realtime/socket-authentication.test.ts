import { AUTH_ROUTES } from '@npat/protocol';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeOnEachDatabase } from '../testing/describe-on-each-database.ts';
import { sendJson, signInAsGuest, signUpAccount } from '../testing/identity-client.ts';
import { nextHello } from '../testing/socket-client.ts';
import { refusalOf, socketsClosedAfterEach } from '../testing/suite-sockets.ts';
import type { TestServer } from '../testing/test-server.ts';

describeOnEachDatabase('socket.io handshake authentication', (startServer) => {
  let server: TestServer;
  const openSocket = socketsClosedAfterEach();
  const connect = (cookie?: string) =>
    openSocket(server.url, cookie === undefined ? {} : { extraHeaders: { cookie } });

  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => server?.close());

  it("connects with a valid session cookie and knows the socket's user", async () => {
    const guest = await signInAsGuest(server.url);
    await nextHello(connect(guest.cookie));
    const remote = (await server.io.fetchSockets()).find((socket) => socket.data.user.uid === guest.user.uid);
    expect(remote?.data.user).toEqual(guest.user);
  });

  it('refuses a handshake without a cookie with not-signed-in', async () => {
    expect(await refusalOf(connect())).toEqual({ message: 'not-signed-in', code: 'not-signed-in' });
  });

  it('refuses a cookie of an unknown or revoked session, telling that it expired', async () => {
    const guest = await signInAsGuest(server.url);
    await sendJson(`${server.url}${AUTH_ROUTES.signOut}`, 'POST', undefined, { cookie: guest.cookie });
    expect(await refusalOf(connect(guest.cookie))).toEqual({
      message: 'not-signed-in',
      code: 'session-expired',
    });
  });

  it('refuses the session of a disabled account', async () => {
    const account = await signUpAccount(server.url);
    await server.repositories.users.setDisabledByEmail(account.email, Date.now());
    expect(await refusalOf(connect(account.cookie))).toEqual({
      message: 'not-signed-in',
      code: 'account-disabled',
    });
  });

  it('closes the sockets of a session when it signs out, and only those', async () => {
    const [leaving, staying] = [await signInAsGuest(server.url), await signInAsGuest(server.url)];
    const [leavingSocket, stayingSocket] = [connect(leaving.cookie), connect(staying.cookie)];
    await Promise.all([nextHello(leavingSocket), nextHello(stayingSocket)]);

    const disconnected = new Promise<string>((resolve) => leavingSocket.once('disconnect', resolve));
    await sendJson(`${server.url}${AUTH_ROUTES.signOut}`, 'POST', undefined, { cookie: leaving.cookie });
    expect(await disconnected).toBe('io server disconnect');
    const connectedUsers = (await server.io.fetchSockets()).map((socket) => socket.data.user.uid);
    expect(connectedUsers).toContain(staying.user.uid);
    expect(connectedUsers).not.toContain(leaving.user.uid);
  });
});
