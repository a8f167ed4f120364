import { AUTH_ROUTES, authErrorSchema, avatarPath, userResponseSchema } from '@npat/protocol';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeOnEachDatabase } from '../testing/describe-on-each-database.ts';
import {
  getSession,
  sendJson,
  signInAsGuest,
  signUpAccount,
  uniqueNickname,
} from '../testing/identity-client.ts';
import { createTestClock } from '../testing/test-clock.ts';
import type { TestServer } from '../testing/test-server.ts';

describeOnEachDatabase('PATCH /api/me', (startServer) => {
  let server: TestServer;
  const clock = createTestClock();
  beforeAll(async () => {
    server = await startServer({ now: clock.now });
  });
  afterAll(() => server?.close());

  const patchMe = (body: unknown, cookie?: string) =>
    sendJson(`${server.url}${AUTH_ROUTES.profile}`, 'PATCH', body, cookie === undefined ? {} : { cookie });

  it('changes the avatar, and the session shows the new one', async () => {
    const guest = await signInAsGuest(server.url, { photoURL: avatarPath('lion') });
    const response = await patchMe({ photoURL: avatarPath('koala') }, guest.cookie);
    expect(response.status).toBe(200);
    const expected = { ...guest.user, photoURL: avatarPath('koala') };
    expect(userResponseSchema.parse(await response.json())).toEqual({ user: expected });
    expect(await (await getSession(server.url, guest.cookie)).json()).toEqual({ user: expected });
  });

  it.each(['/avatars/unicorn.svg', 'https://evil.example/avatar.png', 'javascript:alert(1)'])(
    'refuses the photoURL %j, which is not one of our avatars, and keeps the old one',
    async (photoURL) => {
      const guest = await signInAsGuest(server.url);
      const response = await patchMe({ photoURL }, guest.cookie);
      expect(response.status).toBe(400);
      const body = authErrorSchema.parse(await response.json());
      expect(body.code).toBe('validation-failed');
      expect(Object.keys(body.fieldErrors ?? {})).toEqual(['photoURL']);
      expect((await server.repositories.users.findById(guest.user.uid))?.photoUrl).toBe(guest.user.photoURL);
    },
  );

  it('changes the display name of an account', async () => {
    const account = await signUpAccount(server.url);
    const response = await patchMe({ displayName: '  Lady   Lovelace ' }, account.cookie);
    expect(response.status).toBe(200);
    expect(userResponseSchema.parse(await response.json()).user.displayName).toBe('Lady Lovelace');
  });

  it("refuses another user's display name with 409 display-name-in-use", async () => {
    const [first, second] = [await signUpAccount(server.url), await signUpAccount(server.url)];
    const response = await patchMe({ displayName: first.user.displayName.toLowerCase() }, second.cookie);
    expect(response.status).toBe(409);
    expect(authErrorSchema.parse(await response.json())).toEqual({
      code: 'display-name-in-use',
      message: 'This display name is already in use',
      fieldErrors: { displayName: 'This display name is already in use' },
    });
  });

  it('refuses a display name that only looks like another user’s (a Cyrillic а), and keeps the old one', async () => {
    const alice = await signInAsGuest(server.url, { nickname: uniqueNickname().replace(/^g/, 'alice') });
    const other = await signUpAccount(server.url);
    const response = await patchMe(
      { displayName: alice.user.displayName.replace('a', '\u0430') },
      other.cookie,
    );
    expect(response.status).toBe(409);
    expect(authErrorSchema.parse(await response.json()).code).toBe('display-name-in-use');
    expect((await server.repositories.users.findById(other.user.uid))?.displayName).toBe(
      other.user.displayName,
    );
  });

  it('writes nothing when the values are the ones already stored', async () => {
    const guest = await signInAsGuest(server.url);
    const before = await server.repositories.users.findById(guest.user.uid);
    clock.advance(1000);
    const response = await patchMe(
      { photoURL: guest.user.photoURL, displayName: guest.user.displayName },
      guest.cookie,
    );
    expect(response.status).toBe(200);
    expect(await server.repositories.users.findById(guest.user.uid)).toEqual(before);
  });

  it('refuses an empty change', async () => {
    const guest = await signInAsGuest(server.url);
    const response = await patchMe({}, guest.cookie);
    expect(response.status).toBe(400);
    expect(authErrorSchema.parse(await response.json())).toMatchObject({
      code: 'validation-failed',
      message: 'Nothing to update',
    });
  });

  it('answers without a locale until the player chooses a language', async () => {
    const account = await signUpAccount(server.url);
    expect('locale' in account.user).toBe(false);
    const session = (await (await getSession(server.url, account.cookie)).json()) as { user: object };
    expect('locale' in session.user).toBe(false);
  });

  it('keeps the language an account chooses, and the session answers with it', async () => {
    const account = await signUpAccount(server.url);
    const response = await patchMe({ locale: 'de' }, account.cookie);
    expect(response.status).toBe(200);
    const expected = { ...account.user, locale: 'de' };
    expect(userResponseSchema.parse(await response.json())).toEqual({ user: expected });
    expect(await (await getSession(server.url, account.cookie)).json()).toEqual({ user: expected });
    expect((await server.repositories.users.findById(account.user.uid))?.locale).toBe('de');
  });

  it('lets a guest keep a language too, with their other changes', async () => {
    const guest = await signInAsGuest(server.url);
    const response = await patchMe({ locale: 'tr', photoURL: avatarPath('koala') }, guest.cookie);
    expect(response.status).toBe(200);
    expect(userResponseSchema.parse(await response.json()).user).toEqual({
      ...guest.user,
      photoURL: avatarPath('koala'),
      locale: 'tr',
    });
  });

  it.each([['xx'], ['DE'], ['de-AT'], ['../../etc/passwd'], ['<script>'], [''], [42], [null], [['de']]])(
    'refuses the language %j of an attacker, with the rest of the request, and changes nothing',
    async (locale) => {
      const account = await signUpAccount(server.url);
      expect((await patchMe({ locale: 'fr' }, account.cookie)).status).toBe(200);
      const before = await server.repositories.users.findById(account.user.uid);
      clock.advance(1000);

      const response = await patchMe({ displayName: uniqueNickname(), locale }, account.cookie);
      expect(response.status).toBe(400);
      const body = authErrorSchema.parse(await response.json());
      expect(body.code).toBe('validation-failed');
      expect(Object.keys(body.fieldErrors ?? {})).toEqual(['locale']);
      expect(await server.repositories.users.findById(account.user.uid)).toEqual(before);
    },
  );

  it('answers 401 not-signed-in without a session and 401 session-expired with a dead one', async () => {
    const anonymous = await patchMe({ photoURL: avatarPath('koala') });
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({ code: 'not-signed-in', message: 'You are not signed in.' });

    const expired = await patchMe({ photoURL: avatarPath('koala') }, 'npat_session=long-gone');
    expect(expired.status).toBe(401);
    expect(authErrorSchema.parse(await expired.json()).code).toBe('session-expired');
  });
});
