import { AUTH_ROUTES, authErrorSchema, userResponseSchema } from '@npat/protocol';
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

describeOnEachDatabase('accounts', (startServer) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => server?.close());

  const post = (path: string, body?: unknown, headers?: Record<string, string>) =>
    sendJson(`${server.url}${path}`, 'POST', body, headers);
  const form = {
    email: 'ada@example.com',
    password: 'analytical',
    confirmPassword: 'analytical',
    displayName: 'Ada',
  };

  it.each([
    [{ email: 'a@b.c' }, 'email', 'Email must contain at least 6 characters'],
    [{ email: `${'a'.repeat(19)}@example.com` }, 'email', 'Email should not exceed 30 characters'],
    [{ email: 'not-an-email' }, 'email', 'Enter a valid email address'],
    [{ email: '' }, 'email', 'Required'],
    [
      { password: 'short', confirmPassword: 'short' },
      'password',
      'Password must contain at least 8 characters',
    ],
    [
      { password: 'p'.repeat(31), confirmPassword: 'p'.repeat(31) },
      'password',
      'Password must not exceed 30 characters',
    ],
    [{ confirmPassword: 'analytica1' }, 'confirmPassword', 'Passwords must match'],
    [{ displayName: 'Al' }, 'displayName', 'Display Name must contain at least 3 characters'],
    [{ displayName: 'A'.repeat(21) }, 'displayName', 'Display Name must not exceed 20 characters'],
  ])('refuses a sign-up with %j: %s says %s', async (change, field, message) => {
    const response = await post(AUTH_ROUTES.signUp, { ...form, ...change });
    expect(response.status).toBe(400);
    expect(authErrorSchema.parse(await response.json())).toEqual({
      code: 'validation-failed',
      message,
      fieldErrors: { [field]: message },
    });
  });

  it('refuses a display name another user (even a guest) has', async () => {
    const guest = await signInAsGuest(server.url);
    const response = await post(AUTH_ROUTES.signUp, {
      ...form,
      email: 'namesake@example.com',
      displayName: guest.user.displayName.toUpperCase(),
    });
    expect(response.status).toBe(409);
    expect(authErrorSchema.parse(await response.json())).toEqual({
      code: 'display-name-in-use',
      message: 'This display name is already in use',
      fieldErrors: { displayName: 'This display name is already in use' },
    });
  });

  it('refuses a display name that only looks like a guest’s nickname (a Cyrillic а)', async () => {
    const guest = await signInAsGuest(server.url, { nickname: uniqueNickname().replace(/^g/, 'alice') });
    const response = await post(AUTH_ROUTES.signUp, {
      ...form,
      email: 'lookalike@example.com',
      displayName: guest.user.displayName.replace('a', '\u0430'),
    });
    expect(response.status).toBe(409);
    expect(authErrorSchema.parse(await response.json()).code).toBe('display-name-in-use');
    expect(await server.repositories.users.findByEmail('lookalike@example.com')).toBeUndefined();
  });

  it('signs in with the right password and a fresh session cookie', async () => {
    const account = await signUpAccount(server.url);
    const response = await post(AUTH_ROUTES.signIn, {
      email: account.email.toUpperCase(),
      password: account.password,
    });
    expect(response.status).toBe(200);
    expect(userResponseSchema.parse(await response.json())).toEqual({ user: account.user });
    const cookie = sessionCookieOf(response);
    expect(cookie).toBeDefined();
    expect(cookie).not.toBe(account.cookie);
  });

  it('answers a wrong password and an unknown email with the same 401', async () => {
    const account = await signUpAccount(server.url);
    const wrongPassword = await post(AUTH_ROUTES.signIn, {
      email: account.email,
      password: 'not the password',
    });
    const unknownEmail = await post(AUTH_ROUTES.signIn, {
      email: 'nobody@example.com',
      password: account.password,
    });
    expect([wrongPassword.status, unknownEmail.status]).toEqual([401, 401]);
    const [wrongBody, unknownBody] = [await wrongPassword.json(), await unknownEmail.json()];
    expect(wrongBody).toEqual({ code: 'invalid-credentials', message: 'Wrong email or password' });
    expect(unknownBody).toEqual(wrongBody);
    expect(sessionCookieOf(wrongPassword)).toBeUndefined();
  });

  it('asks only that something was typed at sign-in', async () => {
    const response = await post(AUTH_ROUTES.signIn, { email: '', password: '' });
    expect(response.status).toBe(400);
    expect(authErrorSchema.parse(await response.json()).fieldErrors).toEqual({
      email: 'Required',
      password: 'Required',
    });
  });

  it('rotates the session at sign-in: the cookie changes and the old one stops working', async () => {
    const account = await signUpAccount(server.url);
    const response = await post(
      AUTH_ROUTES.signIn,
      { email: account.email, password: account.password },
      { cookie: account.cookie },
    );
    const fresh = sessionCookieOf(response);
    expect(fresh).not.toBe(account.cookie);
    expect((await getSession(server.url, account.cookie)).status).toBe(401);
    expect((await getSession(server.url, fresh)).status).toBe(200);
  });

  it('deletes the guest whose session was open when an account signs in', async () => {
    const account = await signUpAccount(server.url);
    const guest = await signInAsGuest(server.url);
    await post(
      AUTH_ROUTES.signIn,
      { email: account.email, password: account.password },
      { cookie: guest.cookie },
    );
    expect(await server.repositories.users.findById(guest.user.uid)).toBeUndefined();
  });

  it("revokes only this session at an account's sign-out and keeps the account", async () => {
    const account = await signUpAccount(server.url);
    const other = sessionCookieOf(
      await post(AUTH_ROUTES.signIn, { email: account.email, password: account.password }),
    );
    const response = await post(AUTH_ROUTES.signOut, undefined, { cookie: account.cookie });
    expect(response.status).toBe(204);
    expect(clearsSessionCookie(response)).toBe(true);
    expect((await getSession(server.url, account.cookie)).status).toBe(401);
    expect((await getSession(server.url, other)).status).toBe(200);
    expect(await server.repositories.users.findById(account.user.uid)).toBeDefined();
  });

  it('answers a sign-out without a session with 204 all the same', async () => {
    const response = await post(AUTH_ROUTES.signOut);
    expect(response.status).toBe(204);
    expect(clearsSessionCookie(response)).toBe(true);
  });

  it('refuses a disabled account at sign-in with 403, but only to someone who knows the password', async () => {
    const account = await signUpAccount(server.url);
    await server.repositories.users.setDisabledByEmail(account.email, Date.now());
    const right = await post(AUTH_ROUTES.signIn, { email: account.email, password: account.password });
    expect(right.status).toBe(403);
    expect(await right.json()).toEqual({
      code: 'account-disabled',
      message: 'This account has been disabled.',
    });
    const wrong = await post(AUTH_ROUTES.signIn, { email: account.email, password: 'guessing wildly' });
    expect(wrong.status).toBe(401);
  });
});
