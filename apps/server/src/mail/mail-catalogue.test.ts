import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { GERMAN_MAIL, writeMailCatalogues } from '../testing/mail-catalogue-fixture.ts';
import { makeTempDir, removeTempDir } from '../testing/temp-dir.ts';
import { CATALOGUES_DIR, createMailCatalogue } from './mail-catalogue.ts';

describe('the mail catalogue', () => {
  const dirs: string[] = [];
  const catalogueDir = (others?: Parameters<typeof writeMailCatalogues>[1]) => {
    const dir = makeTempDir('mail-catalogue');
    dirs.push(dir);
    return writeMailCatalogues(dir, others);
  };
  afterEach(() => dirs.splice(0).forEach(removeTempDir));

  it('reads the English mail from the web app’s catalogue folder by default', () => {
    expect(existsSync(join(CATALOGUES_DIR, 'en', 'mail.json'))).toBe(true);
    const english = createMailCatalogue().wording('en');
    expect(english.locale).toBe('en');
    expect(english.format('passwordReset.validity', { minutes: 1 })).toBe(
      'The link works once and for 1 minute.',
    );
  });

  it('words a language with a mail.json in that language, plurals by its own rules', () => {
    const german = createMailCatalogue(catalogueDir({ de: GERMAN_MAIL })).wording('de');
    expect(german.locale).toBe('de');
    expect(german.format('passwordReset.greeting', { displayName: 'Ada' })).toBe('Hallo Ada,');
    expect(german.format('passwordReset.validity', { minutes: 1 })).toBe(
      'Der Link gilt einmal und 1 Minute lang.',
    );
    expect(german.format('passwordReset.validity', { minutes: 60 })).toBe(
      'Der Link gilt einmal und 60 Minuten lang.',
    );
  });

  it('words a language without a mail.json in English, and says so', () => {
    const turkish = createMailCatalogue(catalogueDir()).wording('tr');
    expect(turkish.locale).toBe('en');
    expect(turkish.format('passwordReset.subject')).toBe('Reset your Name Place Animal Thing password');
  });

  it('takes a message a translation lacks from English, and the rest from the translation', () => {
    const french = createMailCatalogue(
      catalogueDir({ fr: { passwordReset: { subject: 'Réinitialise ton mot de passe' } } }),
    ).wording('fr');
    expect(french.locale).toBe('fr');
    expect(french.format('passwordReset.subject')).toBe('Réinitialise ton mot de passe');
    expect(french.format('passwordReset.signOff')).toBe('Have a good game!');
  });

  it('refuses a message that nobody wrote, not even in English', () => {
    const english = createMailCatalogue(catalogueDir()).wording('en');
    expect(() => english.format('passwordReset.postscript')).toThrow(
      /has no message "passwordReset.postscript"/,
    );
  });

  it('reads nothing until a mail needs a language, then reads and compiles it only once', () => {
    const root = makeTempDir('mail-catalogue');
    dirs.push(root);
    const dir = join(root, 'written-later');
    const catalogue = createMailCatalogue(dir);
    writeMailCatalogues(dir, { de: GERMAN_MAIL });
    expect(catalogue.wording('de').format('passwordReset.button')).toBe('Neues Passwort wählen');
    // Changed on disk after first use: the compiled words stay as they were read.
    writeFileSync(join(dir, 'de', 'mail.json'), JSON.stringify({ passwordReset: { button: 'Anders' } }));
    expect(catalogue.wording('de').format('passwordReset.button')).toBe('Neues Passwort wählen');
  });

  it('fails loudly on a catalogue that is not ICU MessageFormat, and without any English', () => {
    const broken = catalogueDir({ it: { passwordReset: { subject: '{minutes, plural, one {minuto}}' } } });
    expect(() => createMailCatalogue(broken).wording('it')).toThrow(/No 'other' form/);
    const empty = makeTempDir('mail-catalogue');
    dirs.push(empty);
    mkdirSync(join(empty, 'de'));
    expect(() => createMailCatalogue(empty).wording('de')).toThrow(/No English mail catalogue/);
  });
});
