import {
  AUTH_ROUTES,
  authErrorSchema,
  avatarPath,
  sessionResponseSchema,
  userResponseSchema,
} from '@npat/protocol';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeOnEachDatabase } from '../testing/describe-on-each-database.ts';
import {
  clearsSessionCookie,
  getSession,
  sendJson,
  sessionCookieOf,
  signInAsGuest,
  signUpAccount,
  uniqueNickname,
} from '../testing/identity-client.ts';
import type { TestServer } from '../testing/test-server.ts';

describeOnEachDatabase('guest sign-in', (startServer) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => server?.close());

  const postGuest = (body: unknown, headers?: Record<string, string>) =>
    sendJson(`${server.url}${AUTH_ROUTES.guest}`, 'POST', body, headers);
  const lion = avatarPath('lion');

  it('creates an anonymous user with a session that GET /api/session returns', async () => {
    const nickname = uniqueNickname();
    const response = await postGuest({ nickname, photoURL: lion });
    expect(response.status).toBe(201);
    const { user } = userResponseSchema.parse(await response.json());
    expect(user).toEqual({
      uid: user.uid,
      displayName: nickname,
      email: null,
      photoURL: lion,
      isAnonymous: true,
    });

    const session = await getSession(server.url, sessionCookieOf(response));
    expect(session.status).toBe(200);
    expect(sessionResponseSchema.parse(await session.json())).toEqual({ user });
  });

  it('stores the nickname trimmed, with single spaces, as typed; another case of it is taken', async () => {
    const nickname = `Captain ${uniqueNickname().slice(-6).toUpperCase()}`;
    const response = await postGuest({ nickname: `  ${nickname.replace(' ', '   ')}  `, photoURL: lion });
    expect(response.status).toBe(201);
    expect(userResponseSchema.parse(await response.json()).user.displayName).toBe(nickname);
    expect((await postGuest({ nickname: nickname.toLowerCase(), photoURL: lion })).status).toBe(409);
  });

  it.each([
    [{ nickname: 'ab', photoURL: lion }, 'nickname', 'Nickname must be at least 3 characters'],
    [{ nickname: '   ab    ', photoURL: lion }, 'nickname', 'Nickname must be at least 3 characters'],
    [{ nickname: 'a'.repeat(21), photoURL: lion }, 'nickname', 'Nickname must not exceed 20 characters'],
    [{ photoURL: lion }, 'nickname', 'Required'],
    [{ nickname: 'bad$name', photoURL: lion }, 'nickname', 'Use letters, numbers, spaces and . _ - only'],
  ])('refuses %j with the message %s: %s', async (body, field, message) => {
    const response = await postGuest(body);
    expect(response.status).toBe(400);
    expect(authErrorSchema.parse(await response.json())).toEqual({
      code: 'validation-failed',
      message,
      fieldErrors: { [field]: message },
    });
  });

  it.each([undefined, '/avatars/unicorn.svg', 'https://evil.example/me.png'])(
    'refuses the photoURL %j, which is not one of our avatars',
    async (photoURL) => {
      const response = await postGuest({ nickname: uniqueNickname(), photoURL });
      expect(response.status).toBe(400);
      const body = authErrorSchema.parse(await response.json());
      expect(body.code).toBe('validation-failed');
      expect(Object.keys(body.fieldErrors ?? {})).toEqual(['photoURL']);
    },
  );

  it("refuses a nickname equal to any user's display name, however it is written", async () => {
    await signUpAccount(server.url, { displayName: 'Renée Dupont' });
    for (const nickname of ['renée dupont', 'RENEE   dupont']) {
      const response = await postGuest({ nickname, photoURL: lion });
      expect(response.status).toBe(409);
      expect(authErrorSchema.parse(await response.json())).toEqual({
        code: 'nickname-in-use',
        message: 'This nickname is already in use',
        fieldErrors: { nickname: 'This nickname is already in use' },
      });
    }
  });

  it('refuses a nickname that only looks like a taken one: a Cyrillic а, a zero-width space', async () => {
    const taken = uniqueNickname().replace(/^g/, 'alice');
    expect((await postGuest({ nickname: taken, photoURL: lion })).status).toBe(201);
    for (const lookalike of [taken.replace('a', '\u0430'), taken.replace('l', 'l\u200B')]) {
      const response = await postGuest({ nickname: lookalike, photoURL: lion });
      expect(response.status).toBe(409);
      expect(authErrorSchema.parse(await response.json()).code).toBe('nickname-in-use');
    }
  });

  it('refuses a nickname whose capitals only look like those of a taken one: Cyrillic, Greek, Cherokee, I for l', async () => {
    const suffix = uniqueNickname().slice(-6);
    const tomas = `Tomas${suffix}`;
    const bill = `Bill${suffix}`;
    expect((await postGuest({ nickname: tomas, photoURL: lion })).status).toBe(201);
    expect((await postGuest({ nickname: bill, photoURL: lion })).status).toBe(201);
    const lookalikes = [
      ...['\u0422', '\u03A4', '\u13A2'].map((capitalT) => tomas.replace('T', capitalT)),
      tomas.replace('m', '\u041C').toUpperCase(),
      bill.replace('ll', 'II'),
      bill.replace('B', '\u0412'),
      bill.replace('B', '\u0392'),
    ];
    for (const lookalike of lookalikes) {
      const response = await postGuest({ nickname: lookalike, photoURL: lion });
      expect({ lookalike, status: response.status }).toEqual({ lookalike, status: 409 });
      expect(authErrorSchema.parse(await response.json()).code).toBe('nickname-in-use');
    }
  });

  it('gives a nickname to exactly one of two guests asking for it at the same moment', async () => {
    const nickname = uniqueNickname();
    const responses = await Promise.all([1, 2].map(() => postGuest({ nickname, photoURL: lion })));
    expect(responses.map((response) => response.status).sort()).toEqual([201, 409]);
  });

  it('deletes the guest at sign-out, clears the cookie, and the old cookie no longer works', async () => {
    const guest = await signInAsGuest(server.url);
    const response = await sendJson(`${server.url}${AUTH_ROUTES.signOut}`, 'POST', undefined, {
      cookie: guest.cookie,
    });
    expect(response.status).toBe(204);
    expect(clearsSessionCookie(response)).toBe(true);
    expect(await server.repositories.users.findById(guest.user.uid)).toBeUndefined();

    const session = await getSession(server.url, guest.cookie);
    expect(session.status).toBe(401);
    expect(authErrorSchema.parse(await session.json()).code).toBe('session-expired');
    // The nickname is free again.
    expect((await postGuest({ nickname: guest.user.displayName, photoURL: lion })).status).toBe(201);
  });

  it('replaces a guest who creates another guest, so the old cookie stops working', async () => {
    const first = await signInAsGuest(server.url);
    const response = await postGuest(
      { nickname: uniqueNickname(), photoURL: lion },
      { cookie: first.cookie },
    );
    expect(response.status).toBe(201);
    expect(sessionCookieOf(response)).not.toBe(first.cookie);
    expect(await server.repositories.users.findById(first.user.uid)).toBeUndefined();
    expect((await getSession(server.url, first.cookie)).status).toBe(401);
  });
});
