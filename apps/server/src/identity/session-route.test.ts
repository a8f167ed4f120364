import { AUTH_ROUTES, authErrorSchema } from '@npat/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeOnEachDatabase } from '../testing/describe-on-each-database.ts';
import {
  clearsSessionCookie,
  getSession,
  sendJson,
  sessionCookieOf,
  signInAsGuest,
  signUpAccount,
} from '../testing/identity-client.ts';
import { createTestClock } from '../testing/test-clock.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { hashSecretToken } from './secret-token.ts';

const DAY = 24 * 60 * 60 * 1000;

describeOnEachDatabase('sessions', (startServer) => {
  let server: TestServer;
  const clock = createTestClock();
  beforeAll(async () => {
    server = await startServer({ now: clock.now });
  });
  afterAll(() => server?.close());

  const storedSession = async (cookie: string) =>
    (await server.repositories.sessions.findWithUser(hashSecretToken(cookie.split('=')[1] ?? '')))?.session;

  it('answers 200 with no user when no cookie is sent', async () => {
    const response = await getSession(server.url);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ user: null });
  });

  it('sets an httpOnly, SameSite=Lax cookie for the whole site that lasts 30 days, not Secure over http', async () => {
    const response = await sendJson(`${server.url}${AUTH_ROUTES.guest}`, 'POST', {
      nickname: 'cookie monster',
      photoURL: '/avatars/bear.svg',
    });
    const header = response.headers.getSetCookie().find((cookie) => cookie.startsWith('npat_session=')) ?? '';
    expect(header).toMatch(/^npat_session=[\w-]{43};/);
    expect(header).toContain('HttpOnly');
    expect(header).toContain('SameSite=Lax');
    expect(header).toContain('Path=/');
    expect(header).toContain(`Max-Age=${30 * 24 * 60 * 60}`);
    expect(header).not.toContain('Secure');
  });

  it('stores only the hash of the token, never the token', async () => {
    const { cookie } = await signInAsGuest(server.url);
    const token = cookie.split('=')[1] ?? '';
    expect(await server.repositories.sessions.findWithUser(token)).toBeUndefined();
    expect(await storedSession(cookie)).toBeDefined();
  });

  it('answers an unknown cookie with 401 session-expired and clears it', async () => {
    const response = await getSession(server.url, 'npat_session=made-up-token');
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      code: 'session-expired',
      message: 'Your session has ended. Please sign in again.',
    });
    expect(clearsSessionCookie(response)).toBe(true);
  });

  it('slides the expiry forward at most once a day, renewing the cookie when it does', async () => {
    const { cookie } = await signInAsGuest(server.url);
    const started = clock.now();
    clock.advance(DAY / 2);
    const sameDay = await getSession(server.url, cookie);
    expect(sameDay.status).toBe(200);
    expect(sessionCookieOf(sameDay)).toBeUndefined();
    expect((await storedSession(cookie))?.expiresAt).toBe(started + 30 * DAY);

    clock.advance(DAY);
    const nextDay = await getSession(server.url, cookie);
    expect(sessionCookieOf(nextDay)).toBe(cookie);
    expect(await storedSession(cookie)).toMatchObject({
      lastSeenAt: clock.now(),
      expiresAt: clock.now() + 30 * DAY,
    });
  });

  it('answers 401 session-expired once 30 days pass without use, and clears the cookie', async () => {
    const guest = await signInAsGuest(server.url);
    clock.advance(30 * DAY);
    const response = await getSession(server.url, guest.cookie);
    expect(response.status).toBe(401);
    expect(authErrorSchema.parse(await response.json()).code).toBe('session-expired');
    expect(clearsSessionCookie(response)).toBe(true);
    expect(await storedSession(guest.cookie)).toBeUndefined();
  });

  it('forgets a guest whose session expired at the next sweep, freeing the nickname', async () => {
    const guest = await signInAsGuest(server.url);
    clock.advance(31 * DAY);
    await getSession(server.url); // any identity request lets this node sweep
    expect(await server.repositories.users.findById(guest.user.uid)).toBeUndefined();
    expect(await storedSession(guest.cookie)).toBeUndefined();
  });

  it('answers 401 account-disabled for the session of an account disabled since, and clears the cookie', async () => {
    const account = await signUpAccount(server.url);
    await server.repositories.users.setDisabledByEmail(account.email, clock.now());
    const response = await getSession(server.url, account.cookie);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      code: 'account-disabled',
      message: 'This account has been disabled.',
    });
    expect(clearsSessionCookie(response)).toBe(true);
  });
});

describe('sessions behind https', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { PUBLIC_URL: 'https://npat.example.com' } });
  });
  afterAll(() => server?.close());

  it('marks the session cookie Secure when PUBLIC_URL is https', async () => {
    const response = await sendJson(`${server.url}${AUTH_ROUTES.guest}`, 'POST', {
      nickname: 'secure guest',
      photoURL: '/avatars/bear.svg',
    });
    expect(response.status).toBe(201);
    expect(response.headers.getSetCookie().find((cookie) => cookie.startsWith('npat_session='))).toContain(
      'Secure',
    );
  });
});
