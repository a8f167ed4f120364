import { afterAll, describe, expect, it } from 'vitest';
import { makeTempDir, removeTempDir } from '../testing/temp-dir.ts';
import { GERMAN_MAIL, writeMailCatalogues } from '../testing/mail-catalogue-fixture.ts';
import { createMailCatalogue, CATALOGUES_DIR } from './mail-catalogue.ts';
import { signUpConfirmMail, signUpTakenMail } from './sign-up-mails.ts';

const LOCALES = ['en', 'de', 'es', 'fr', 'it', 'tr'] as const;

describe('sign-up mails', () => {
  const link = 'https://npat.example.com/confirm-sign-up?token=abc_DEF-123';
  const home = 'https://npat.example.com/';

  it('gives a new address the link, how long it works, and what to do if it was not them', () => {
    const mail = signUpConfirmMail({ to: 'ada@example.com', displayName: 'Ada', link, validForHours: 24 });
    expect(mail.subject).toBe('Finish signing up to Name Place Animal Thing');
    for (const body of [mail.text, mail.html]) {
      expect(body).toContain(link);
      expect(body).toContain('24 hours');
    }
    expect(mail.text).toContain('If you did not sign up, ignore this mail');
  });

  it('tells the owner of a taken address someone tried, and leads to sign-in without a sign-up link', () => {
    const mail = signUpTakenMail({ to: 'ada@example.com', displayName: '<b>Ada</b>', link: home });
    expect(mail.subject).toBe('Someone tried to sign up with your email address');
    expect(mail.text).toContain('If it was you, sign in instead:');
    expect(mail.text).toContain('Forgot password?');
    expect(mail.html).toContain('Hi &lt;b&gt;Ada&lt;/b&gt;,');
    expect(mail.html).not.toContain('<b>Ada</b>');
  });

  it.each(LOCALES)('has every sentence of both mails in %s, none left in English', (locale) => {
    const catalogue = createMailCatalogue(CATALOGUES_DIR);
    const options = { to: 'ada@example.com', displayName: 'Ada', link, locale };
    const confirm = signUpConfirmMail({ ...options, validForHours: 24 }, catalogue);
    const taken = signUpTakenMail(options, catalogue);
    if (locale === 'en') return;
    const english = {
      confirm: signUpConfirmMail({ ...options, locale: 'en', validForHours: 24 }, catalogue),
      taken: signUpTakenMail({ ...options, locale: 'en' }, catalogue),
    };
    expect(confirm.subject).not.toBe(english.confirm.subject);
    expect(taken.subject).not.toBe(english.taken.subject);
    const lines = (text: string) => text.split('\n').filter((line) => line !== '' && line !== link);
    const sharedWithEnglish = (mail: string, englishMail: string) =>
      lines(mail).filter((line) => lines(englishMail).includes(line));
    expect(sharedWithEnglish(confirm.text, english.confirm.text)).toEqual([]);
    expect(sharedWithEnglish(taken.text, english.taken.text)).toEqual([]);
  });

  describe('in a language whose mail.json has only the password reset', () => {
    const dir = makeTempDir('sign-up-mail');
    afterAll(() => removeTempDir(dir));

    it('falls back to English, sentence by sentence', () => {
      const catalogue = createMailCatalogue(writeMailCatalogues(dir, { de: GERMAN_MAIL }));
      const mail = signUpConfirmMail(
        { to: 'a@b.cd', displayName: 'Ada', link, validForHours: 24, locale: 'de' },
        catalogue,
      );
      expect(mail.subject).toBe('Finish signing up to Name Place Animal Thing');
    });
  });
});
