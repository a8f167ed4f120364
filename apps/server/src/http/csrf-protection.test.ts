import { AUTH_ROUTES, avatarPath } from '@npat/protocol';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeOnEachDatabase } from '../testing/describe-on-each-database.ts';
import { getSession, sendJson, signInAsGuest, uniqueNickname } from '../testing/identity-client.ts';
import { TEST_PUBLIC_URL, type TestServer } from '../testing/test-server.ts';

const FORBIDDEN = {
  code: 'forbidden-origin',
  message: 'This request came from another site and was refused.',
};

describeOnEachDatabase('CSRF protection of state-changing requests', (startServer) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => server?.close());

  const postGuest = (nickname: string, headers: Record<string, string>) =>
    sendJson(
      `${server.url}${AUTH_ROUTES.guest}`,
      'POST',
      { nickname, photoURL: avatarPath('lion') },
      headers,
    );

  it('refuses a POST from a foreign Origin with 403 and creates nothing', async () => {
    const nickname = uniqueNickname();
    const response = await postGuest(nickname, { origin: 'https://evil.example' });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual(FORBIDDEN);
    expect(await server.repositories.users.takenFields({ displayName: nickname })).toEqual([]);
  });

  it("refuses a foreign PATCH and sign-out carrying a player's cookie, changing nothing", async () => {
    const guest = await signInAsGuest(server.url, { photoURL: avatarPath('lion') });
    const foreign = { origin: 'https://evil.example', cookie: guest.cookie };
    const patch = await sendJson(
      `${server.url}${AUTH_ROUTES.profile}`,
      'PATCH',
      { photoURL: avatarPath('hippo') },
      foreign,
    );
    const signOut = await sendJson(`${server.url}${AUTH_ROUTES.signOut}`, 'POST', undefined, foreign);
    expect([patch.status, signOut.status]).toEqual([403, 403]);
    expect(await (await getSession(server.url, guest.cookie)).json()).toEqual({ user: guest.user });
  });

  it.each([
    ['the Origin "null" of a sandboxed page', { origin: 'null' }],
    ['the same host on another port', { origin: 'http://127.0.0.1:1' }],
    ['no Origin but Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site' }],
    ['no Origin but Sec-Fetch-Site: same-site', { 'sec-fetch-site': 'same-site' }],
  ])('refuses %s', async (_, headers) => {
    expect((await postGuest(uniqueNickname(), headers)).status).toBe(403);
  });

  it.each([
    ['a user before our own host', (url: URL) => `${url.protocol}//evil@${url.host}`],
    ['our own origin with a path', (url: URL) => `${url.origin}/evil`],
  ])('refuses an Origin with %s, which no browser sends, and creates nothing', async (_, originOf) => {
    const nickname = uniqueNickname();
    const response = await postGuest(nickname, { origin: originOf(new URL(server.url)) });
    expect(response.status).toBe(403);
    expect(await server.repositories.users.takenFields({ displayName: nickname })).toEqual([]);
  });

  it.each([
    ["PUBLIC_URL's origin", () => ({ origin: TEST_PUBLIC_URL })],
    ["the requested host's own origin", () => ({ origin: server.url })],
    ['no Origin and no Sec-Fetch-Site (not a browser)', () => ({})],
    ['no Origin with Sec-Fetch-Site: same-origin', () => ({ 'sec-fetch-site': 'same-origin' })],
    ['no Origin with Sec-Fetch-Site: none', () => ({ 'sec-fetch-site': 'none' })],
  ])('accepts %s', async (_, headers) => {
    expect((await postGuest(uniqueNickname(), headers())).status).toBe(201);
  });

  it('lets reads through from any origin, since they change nothing', async () => {
    const response = await fetch(`${server.url}${AUTH_ROUTES.session}`, {
      headers: { origin: 'https://evil.example' },
    });
    expect(response.status).toBe(200);
  });
});
