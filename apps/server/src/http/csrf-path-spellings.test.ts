import { AUTH_ROUTES, avatarPath } from '@npat/protocol';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeOnEachDatabase } from '../testing/describe-on-each-database.ts';
import { getSession, signInAsGuest, uniqueNickname } from '../testing/identity-client.ts';
import { sendRaw } from '../testing/raw-request.ts';
import type { TestServer } from '../testing/test-server.ts';

const EVIL = 'https://evil.example';

// Each target reaches a real route once the router has decoded or resolved it.
const spellingsOf = (route: string, host: string) => {
  const rest = route.slice('/api'.length);
  return [
    ['an encoded letter in the prefix', `/%61pi${rest}`],
    ['an encoded letter at its end', `/ap%69${rest}`],
    ['every letter encoded', `/%61%70%69${rest}`],
    ['a double encoding', `/%2561pi${rest}`],
    ['a leading double slash', `/${route}`],
    ['a dot-dot segment', `/api/..${route}`],
    ['an encoded slash after the prefix', `/api%2F${rest.slice(1)}`],
    ['an absolute-form target', `http://${host}${route}`],
    ['an absolute-form target with an encoded prefix', `http://${host}/%61pi${rest}`],
  ] as const;
};

describeOnEachDatabase('CSRF protection whatever the spelling of the path', (startServer) => {
  let server: TestServer;
  let host: string;
  beforeAll(async () => {
    server = await startServer();
    host = new URL(server.url).host;
  });
  afterAll(() => server?.close());

  it.each(spellingsOf(AUTH_ROUTES.guest, 'HOST').map(([name]) => name))(
    'refuses a foreign guest sign-up sent with %s, creating nobody',
    async (name) => {
      const [, target] = spellingsOf(AUTH_ROUTES.guest, host).find(([spelling]) => spelling === name)!;
      const nickname = uniqueNickname();
      // text/plain is what an auto-submitting form on another site can send without a preflight.
      const answer = await sendRaw(server.url, {
        method: 'POST',
        target,
        headers: { origin: EVIL, 'content-type': 'text/plain' },
        body: JSON.stringify({ nickname, photoURL: avatarPath('lion') }),
      });
      expect(answer.status).toBe(403);
      expect(JSON.parse(answer.body)).toMatchObject({ code: 'forbidden-origin' });
      expect(await server.repositories.users.takenFields({ displayName: nickname })).toEqual([]);
    },
  );

  it.each(spellingsOf(AUTH_ROUTES.signOut, 'HOST').map(([name]) => name))(
    "refuses a foreign sign-out sent with %s, keeping the guest's session",
    async (name) => {
      const [, target] = spellingsOf(AUTH_ROUTES.signOut, host).find(([spelling]) => spelling === name)!;
      const guest = await signInAsGuest(server.url);
      const answer = await sendRaw(server.url, {
        method: 'POST',
        target,
        headers: { origin: EVIL, cookie: guest.cookie },
      });
      expect(answer.status).toBe(403);
      expect(await (await getSession(server.url, guest.cookie)).json()).toEqual({ user: guest.user });
    },
  );

  it.each(['PUT', 'PATCH', 'DELETE'])('refuses a foreign %s to a path outside /api too', async (method) => {
    const answer = await sendRaw(server.url, { method, target: '/anything', headers: { origin: EVIL } });
    expect(answer.status).toBe(403);
  });

  it('still accepts an encoded spelling from our own origin, so the check is not a path filter', async () => {
    const nickname = uniqueNickname();
    const answer = await sendRaw(server.url, {
      method: 'POST',
      target: `/%61pi${AUTH_ROUTES.guest.slice('/api'.length)}`,
      headers: { origin: server.url, 'content-type': 'application/json' },
      body: JSON.stringify({ nickname, photoURL: avatarPath('lion') }),
    });
    expect(answer.status).toBe(201);
  });
});
