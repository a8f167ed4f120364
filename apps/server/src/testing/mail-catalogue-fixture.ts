import { copyFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { UiLocale } from '@npat/protocol';
import { CATALOGUES_DIR } from '../mail/mail-catalogue.ts';

/** A German mail.json as a translator might write it: tests of German mail must not wait for the real one. */
export const GERMAN_MAIL = {
  passwordReset: {
    subject: 'Setze dein Passwort für Name Place Animal Thing zurück',
    greeting: 'Hallo {displayName},',
    reason:
      'Jemand (hoffentlich du) möchte das Passwort deines Kontos bei Name Place Animal Thing zurücksetzen.',
    openLink: 'Öffne diesen Link, um ein neues zu wählen:',
    button: 'Neues Passwort wählen',
    copyLink: 'Oder kopiere diesen Link in deinen Browser:',
    validity: 'Der Link gilt einmal und {minutes, plural, one {# Minute} other {# Minuten}} lang.',
    ignore: 'Wenn du das nicht warst, ignoriere diese Mail: Dein Passwort bleibt, wie es ist.',
    signOff: 'Viel Spaß beim Spielen!',
  },
};

/**
 * Fills `dir` as a catalogue folder: English's real mail.json (the fallback every language needs) and a
 * mail.json for each language given. Returns `dir`.
 */
export function writeMailCatalogues(dir: string, others: Partial<Record<UiLocale, unknown>> = {}): string {
  mkdirSync(join(dir, 'en'), { recursive: true });
  copyFileSync(join(CATALOGUES_DIR, 'en', 'mail.json'), join(dir, 'en', 'mail.json'));
  for (const [locale, mail] of Object.entries(others)) {
    mkdirSync(join(dir, locale), { recursive: true });
    writeFileSync(join(dir, locale, 'mail.json'), JSON.stringify(mail, null, 2));
  }
  return dir;
}
