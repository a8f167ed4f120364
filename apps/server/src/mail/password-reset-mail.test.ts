import { afterAll, describe, expect, it } from 'vitest';
import { GERMAN_MAIL, writeMailCatalogues } from '../testing/mail-catalogue-fixture.ts';
import { makeTempDir, removeTempDir } from '../testing/temp-dir.ts';
import { createMailCatalogue } from './mail-catalogue.ts';
import { passwordResetMail } from './password-reset-mail.ts';

describe('passwordResetMail', () => {
  const link = 'https://npat.example.com/reset-password?token=abc_DEF-123';
  const mail = passwordResetMail({ to: 'ada@example.com', displayName: 'Ada', link, validForMinutes: 60 });

  it('is addressed to the account with a clear subject', () => {
    expect(mail.to).toBe('ada@example.com');
    expect(mail.subject).toBe('Reset your Name Place Animal Thing password');
  });

  it('carries the link and how long it works in both the text and the HTML body', () => {
    for (const body of [mail.text, mail.html]) {
      expect(body).toContain(link);
      expect(body).toContain('60 minutes');
    }
  });

  it('escapes the display name in the HTML body', () => {
    const html = passwordResetMail({
      to: 'x@example.com',
      displayName: '<b>Bob</b>',
      link,
      validForMinutes: 60,
    }).html;
    expect(html).toContain('Hi &lt;b&gt;Bob&lt;/b&gt;,');
    expect(html).not.toContain('<b>Bob</b>');
  });
});

describe('passwordResetMail in the language the player asked in', () => {
  const link = 'https://npat.example.com/reset-password?token=abc_DEF-123';
  const dirs: string[] = [];
  afterAll(() => dirs.forEach(removeTempDir));
  const catalogue = (others?: Parameters<typeof writeMailCatalogues>[1]) => {
    const dir = makeTempDir('reset-mail');
    dirs.push(dir);
    return createMailCatalogue(writeMailCatalogues(dir, others));
  };
  const options = { to: 'ada@example.com', displayName: 'Ada', link, validForMinutes: 60 };

  it('is German in subject, text and HTML once German has a mail.json', () => {
    const mail = passwordResetMail({ ...options, locale: 'de' }, catalogue({ de: GERMAN_MAIL }));
    expect(mail.subject).toBe('Setze dein Passwort für Name Place Animal Thing zurück');
    expect(mail.text.split('\n')).toEqual([
      'Hallo Ada,',
      '',
      'Jemand (hoffentlich du) möchte das Passwort deines Kontos bei Name Place Animal Thing zurücksetzen.',
      'Öffne diesen Link, um ein neues zu wählen:',
      '',
      link,
      '',
      'Der Link gilt einmal und 60 Minuten lang.',
      'Wenn du das nicht warst, ignoriere diese Mail: Dein Passwort bleibt, wie es ist.',
      '',
      'Viel Spaß beim Spielen!',
    ]);
    expect(mail.html).toContain('<html lang="de">');
    expect(mail.html).toContain('>Neues Passwort wählen</a>');
    expect(mail.html).toContain(`<a href="${link}">${link}</a>`);
    expect(mail.html).not.toContain('Choose a new password');
  });

  it('falls back to English, lang included, for a language without a mail.json', () => {
    const mail = passwordResetMail({ ...options, locale: 'es' }, catalogue());
    expect(mail).toEqual(passwordResetMail(options));
    expect(mail.html).toContain('<html lang="en">');
  });

  it('escapes the display name, and any markup a translation holds, in the HTML body', () => {
    const sneaky = { passwordReset: { ...GERMAN_MAIL.passwordReset, signOff: 'Bis <i>bald</i> & tschüss' } };
    const mail = passwordResetMail(
      { ...options, displayName: '<b>Bob</b>', locale: 'de' },
      catalogue({ de: sneaky }),
    );
    expect(mail.html).toContain('<p>Hallo &lt;b&gt;Bob&lt;/b&gt;,</p>');
    expect(mail.html).toContain('<p>Bis &lt;i&gt;bald&lt;/i&gt; &amp; tschüss</p>');
    expect(mail.text).toContain('Hallo <b>Bob</b>,');
  });
});
