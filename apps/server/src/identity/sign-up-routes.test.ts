import { AUTH_ROUTES, authErrorSchema, avatarPath, userResponseSchema } from '@npat/protocol';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeOnEachDatabase } from '../testing/describe-on-each-database.ts';
import { getSession, sendJson, sessionCookieOf, signInAsGuest } from '../testing/identity-client.ts';
import { plainTextOf, startSmtpCatcher, type SmtpCatcher } from '../testing/smtp-catcher.ts';
import { createTestClock } from '../testing/test-clock.ts';
import type { TestServer } from '../testing/test-server.ts';
import { newSecretToken } from './secret-token.ts';

const LINK = /http:\/\/npat\.test\/confirm-sign-up\?token=([\w-]+)/;
const LINK_INVALID =
  'This sign-up link is invalid or has expired. Sign in if you used it already, or sign up again.';

describeOnEachDatabase('sign-up confirmed by mail', (startServer) => {
  let smtp: SmtpCatcher;
  let server: TestServer;
  const clock = createTestClock();
  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    server = await startServer({ now: clock.now, env: { SMTP_URL: smtp.url } });
  });
  afterAll(async () => {
    await server?.close();
    await smtp?.close();
  });

  let serial = 0;
  const form = () => {
    serial += 1;
    return {
      email: `new${serial}@example.com`,
      password: 'analytical',
      confirmPassword: 'analytical',
      displayName: `Newcomer ${serial}`,
    };
  };
  const post = (path: string, body: unknown) => sendJson(`${server.url}${path}`, 'POST', body);
  const confirm = (token: string) => post(AUTH_ROUTES.signUpConfirm, { token });
  /** Signs up and returns the token of the link mailed for it. */
  const signUpAndReadLink = async (body: Record<string, unknown>) => {
    const answer = await post(AUTH_ROUTES.signUp, body);
    expect(answer.status).toBe(202);
    const mail = await smtp.nextMail();
    return LINK.exec(plainTextOf(mail))?.[1] ?? '';
  };

  it('mails a new address a link that creates the account, signed in, once', async () => {
    const body = { ...form(), email: '  Grace@Example.com ', displayName: 'Grace Hopper' };
    const answer = await post(AUTH_ROUTES.signUp, { ...body, photoURL: avatarPath('panda') });
    expect(answer.status).toBe(202);
    expect(await answer.text()).toBe('');
    expect(sessionCookieOf(answer)).toBeUndefined();

    const mail = await smtp.nextMail();
    expect(mail.to).toEqual(['grace@example.com']);
    expect(mail.raw).toMatch(/^Subject: Finish signing up to Name Place Animal Thing\r?$/m);
    expect(plainTextOf(mail)).toContain('The link works once and for 24 hours.');
    // Nothing exists until the link is opened.
    expect(await server.repositories.users.findByEmail('grace@example.com')).toBeUndefined();

    const token = LINK.exec(plainTextOf(mail))?.[1] ?? '';
    const confirmed = await confirm(token);
    expect(confirmed.status).toBe(201);
    const { user } = userResponseSchema.parse(await confirmed.json());
    expect(user).toEqual({
      uid: user.uid,
      displayName: 'Grace Hopper',
      email: 'grace@example.com',
      photoURL: avatarPath('panda'),
      isAnonymous: false,
    });
    expect(await (await getSession(server.url, sessionCookieOf(confirmed))).json()).toEqual({ user });
    expect(
      (await post(AUTH_ROUTES.signIn, { email: 'grace@example.com', password: 'analytical' })).status,
    ).toBe(200);

    const again = await confirm(token);
    expect(again.status).toBe(400);
    expect(authErrorSchema.parse(await again.json())).toEqual({
      code: 'sign-up-link-invalid',
      message: LINK_INVALID,
      fieldErrors: { token: LINK_INVALID },
    });
  });

  it('refuses a link whose day is over', async () => {
    const body = form();
    const token = await signUpAndReadLink(body);
    clock.advance(24 * 3_600_000);
    const response = await confirm(token);
    expect(response.status).toBe(400);
    expect(authErrorSchema.parse(await response.json()).message).toBe(LINK_INVALID);
    expect(await server.repositories.users.findByEmail(body.email)).toBeUndefined();
  });

  it('says the email was taken when another link for it was opened first', async () => {
    const body = form();
    const first = await signUpAndReadLink(body);
    const second = await signUpAndReadLink({ ...body, displayName: `${body.displayName}b` });
    expect((await confirm(first)).status).toBe(201);
    const response = await confirm(second);
    expect(response.status).toBe(409);
    expect(authErrorSchema.parse(await response.json()).code).toBe('email-in-use');
  });

  it('says the display name was taken when a guest took it while the link waited', async () => {
    const body = form();
    const token = await signUpAndReadLink(body);
    await signInAsGuest(server.url, { nickname: body.displayName.toUpperCase() });
    const response = await confirm(token);
    expect(response.status).toBe(409);
    expect(authErrorSchema.parse(await response.json())).toEqual({
      code: 'display-name-in-use',
      message: 'This display name is already in use',
      fieldErrors: { displayName: 'This display name is already in use' },
    });
    expect(await server.repositories.users.findByEmail(body.email)).toBeUndefined();
  });

  it.each(['', 'short', newSecretToken(), 42])('refuses the unknown or malformed token %j', async (token) => {
    const response = await post(AUTH_ROUTES.signUpConfirm, { token });
    expect(response.status).toBe(400);
    expect(authErrorSchema.parse(await response.json()).code).toBe('sign-up-link-invalid');
  });

  it('sends at most 3 sign-up mails an hour to one email', async () => {
    const body = form();
    for (let mail = 0; mail < 3; mail += 1) await signUpAndReadLink(body);
    const refused = await post(AUTH_ROUTES.signUp, { ...body, email: body.email.toUpperCase() });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).not.toBeNull();
  });
});
