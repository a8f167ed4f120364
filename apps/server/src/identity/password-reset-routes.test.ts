import { AUTH_ROUTES, authErrorSchema } from '@npat/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captureLog } from '../testing/capture-log.ts';
import { describeOnEachDatabase } from '../testing/describe-on-each-database.ts';
import { getSession, sendJson, signUpAccount } from '../testing/identity-client.ts';
import { plainTextOf, startSmtpCatcher, type SmtpCatcher } from '../testing/smtp-catcher.ts';
import { startTestServer, TEST_PUBLIC_URL, type TestServer } from '../testing/test-server.ts';
import { hashSecretToken, newSecretToken } from './secret-token.ts';

const LINK = /http:\/\/npat\.test\/reset-password\?token=([\w-]+)/;

describeOnEachDatabase('password reset by mail', (startServer) => {
  let smtp: SmtpCatcher;
  let server: TestServer;
  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    server = await startServer({ env: { SMTP_URL: smtp.url } });
  });
  afterAll(async () => {
    await server?.close();
    await smtp?.close();
  });

  const post = (path: string, body: unknown, headers?: Record<string, string>) =>
    sendJson(`${server.url}${path}`, 'POST', body, headers);
  const requestReset = (email: string) => post(AUTH_ROUTES.passwordResetRequest, { email });
  const reset = (token: string, password = 'brand new pass') =>
    post(AUTH_ROUTES.passwordReset, { token, password, confirmPassword: password });
  const signIn = (email: string, password: string) => post(AUTH_ROUTES.signIn, { email, password });

  it('mails a link that sets a new password once, signs out every session, and answers 400 the second time', async () => {
    const account = await signUpAccount(server.url, { password: 'old password' });
    const unknown = await requestReset('nobody-here@example.com');
    const known = await requestReset(account.email.toUpperCase());
    expect([unknown.status, known.status]).toEqual([202, 202]);
    expect(await unknown.text()).toBe(await known.text());

    const mail = await smtp.nextMail();
    expect(mail.to).toEqual([account.email]);
    expect(mail.raw).toMatch(/^Subject: Reset your Name Place Animal Thing password\r?$/m);
    expect(mail.raw).toContain('text/html');
    const token = LINK.exec(plainTextOf(mail))?.[1] ?? '';
    expect(token).toHaveLength(43);

    expect((await reset(token)).status).toBe(204);
    expect((await signIn(account.email, 'brand new pass')).status).toBe(200);
    expect((await signIn(account.email, 'old password')).status).toBe(401);
    expect((await getSession(server.url, account.cookie)).status).toBe(401);

    const again = await reset(token, 'another new pass');
    expect(again.status).toBe(400);
    expect(authErrorSchema.parse(await again.json())).toEqual({
      code: 'reset-link-invalid',
      message: 'This reset link is invalid or has expired. Please ask for a new one.',
      fieldErrors: { token: 'This reset link is invalid or has expired. Please ask for a new one.' },
    });
    // Only the known account got a mail.
    expect(smtp.mails.map((caught) => caught.to)).toEqual([[account.email]]);
  });

  it('refuses a token whose hour is over', async () => {
    const account = await signUpAccount(server.url, { password: 'kept password' });
    const token = newSecretToken();
    await server.repositories.passwordResetTokens.create({
      tokenHash: hashSecretToken(token),
      userId: account.user.uid,
      createdAt: Date.now() - 2 * 3_600_000,
      expiresAt: Date.now() - 3_600_000,
    });
    const response = await reset(token);
    expect(response.status).toBe(400);
    expect(authErrorSchema.parse(await response.json()).code).toBe('reset-link-invalid');
    expect((await signIn(account.email, 'kept password')).status).toBe(200);
  });

  it.each(['', 'short', newSecretToken()])('refuses the unknown or malformed token %j', async (token) => {
    const response = await reset(token);
    expect(response.status).toBe(400);
    expect(authErrorSchema.parse(await response.json()).code).toBe('reset-link-invalid');
  });

  it('checks the new password like the sign-up form does', async () => {
    const response = await post(AUTH_ROUTES.passwordReset, {
      token: newSecretToken(),
      password: 'long enough',
      confirmPassword: 'long enougH',
    });
    expect(response.status).toBe(400);
    expect(authErrorSchema.parse(await response.json())).toEqual({
      code: 'validation-failed',
      message: 'Passwords must match',
      fieldErrors: { confirmPassword: 'Passwords must match' },
    });
  });

  it('refuses a reset request without a valid email', async () => {
    const response = await requestReset('not-an-email');
    expect(response.status).toBe(400);
    expect(authErrorSchema.parse(await response.json()).fieldErrors).toEqual({
      email: 'Enter a valid email address',
    });
  });
});

describe('password reset without SMTP_URL', () => {
  const log = captureLog();
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ logger: log.logger });
  });
  afterAll(() => server?.close());

  it('writes the mail, link included, to the log, and the link works', async () => {
    const account = await signUpAccount(server.url);
    const response = await sendJson(`${server.url}${AUTH_ROUTES.passwordResetRequest}`, 'POST', {
      email: account.email,
    });
    expect(response.status).toBe(202);

    const logged = await log.waitFor((message) =>
      message.includes(`${TEST_PUBLIC_URL}/reset-password?token=`),
    );
    expect(logged).toContain(account.email);
    expect(logged).toContain('Reset your Name Place Animal Thing password');
    const token = LINK.exec(logged)?.[1] ?? '';
    const reset = await sendJson(`${server.url}${AUTH_ROUTES.passwordReset}`, 'POST', {
      token,
      password: 'from the log',
      confirmPassword: 'from the log',
    });
    expect(reset.status).toBe(204);
  });
});
