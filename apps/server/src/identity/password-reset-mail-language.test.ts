import { AUTH_ROUTES } from '@npat/protocol';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeOnEachDatabase } from '../testing/describe-on-each-database.ts';
import { sendJson, signUpAccount } from '../testing/identity-client.ts';
import { GERMAN_MAIL, writeMailCatalogues } from '../testing/mail-catalogue-fixture.ts';
import { plainTextOf, startSmtpCatcher, type CaughtMail, type SmtpCatcher } from '../testing/smtp-catcher.ts';
import { makeTempDir, removeTempDir } from '../testing/temp-dir.ts';
import type { TestServer } from '../testing/test-server.ts';

const ENGLISH_SUBJECT = /^Subject: Reset your Name Place Animal Thing password\r?$/m;

// German has a mail.json here (a folder of the test's own, since translators have yet to write the real one);
// Spanish has none.
describeOnEachDatabase('the password-reset mail in the language the player asked in', (startServer) => {
  let smtp: SmtpCatcher;
  let server: TestServer;
  let catalogues: string;
  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    catalogues = writeMailCatalogues(makeTempDir('mail-catalogues'), { de: GERMAN_MAIL });
    server = await startServer({ env: { SMTP_URL: smtp.url }, mailCataloguesDir: catalogues });
  });
  afterAll(async () => {
    await server?.close();
    await smtp?.close();
    if (catalogues) removeTempDir(catalogues);
  });

  /** Asks for a reset of a new account with `body`'s extra fields, and returns the mail it gets. */
  const mailFor = async (
    body: Record<string, unknown>,
    account?: Awaited<ReturnType<typeof signUpAccount>>,
  ) => {
    const to = account ?? (await signUpAccount(server.url));
    const response = await sendJson(`${server.url}${AUTH_ROUTES.passwordResetRequest}`, 'POST', {
      email: to.email,
      ...body,
    });
    expect(response.status).toBe(202);
    const mail = await smtp.nextMail();
    expect(mail.to).toEqual([to.email]);
    return { mail, displayName: to.user.displayName };
  };
  const isGerman = (mail: CaughtMail) =>
    plainTextOf(mail).includes('Der Link gilt einmal und 60 Minuten lang.');

  it('is German when the player asked in German', async () => {
    const { mail, displayName } = await mailFor({ locale: 'de' });
    expect(plainTextOf(mail)).toContain(`Hallo ${displayName},`);
    expect(isGerman(mail)).toBe(true);
    expect(mail.raw).not.toMatch(ENGLISH_SUBJECT);
    expect(mail.raw).toMatch(/<html lang=(3D)?"de">/);
  });

  it('is English when the language asked in has no mail.json yet', async () => {
    const { mail, displayName } = await mailFor({ locale: 'es' });
    expect(mail.raw).toMatch(ENGLISH_SUBJECT);
    expect(plainTextOf(mail)).toContain(`Hi ${displayName},`);
    expect(mail.raw).toMatch(/<html lang=(3D)?"en">/);
  });

  it.each([['xx'], ['DE'], [42], [null]])(
    'ignores the language %j this server does not speak, and mails in English',
    async (locale) => {
      const { mail } = await mailFor({ locale });
      expect(mail.raw).toMatch(ENGLISH_SUBJECT);
    },
  );

  it('follows the language chosen on the account when the request names none', async () => {
    const account = await signUpAccount(server.url);
    const chose = await sendJson(
      `${server.url}${AUTH_ROUTES.profile}`,
      'PATCH',
      { locale: 'de' },
      {
        cookie: account.cookie,
      },
    );
    expect(chose.status).toBe(200);
    expect(isGerman((await mailFor({}, account)).mail)).toBe(true);
    // The language asked in comes first: the reader may be reading another screen now.
    expect(isGerman((await mailFor({ locale: 'en' }, account)).mail)).toBe(false);
  });
});
