/**
 * The languages the interface speaks (docs/decisions/032-i18n-library.md), as BCP 47 language codes. The web
 * app's language menu (apps/web/src/i18n/locales.ts) offers the same; the server needs the list too, to check
 * the language kept on a profile and to word the password-reset mail. No zod here, so the first screen's
 * checks (user-check.ts) can use it without pulling zod in.
 */
export const UI_LOCALES = ['en', 'de', 'es', 'fr', 'it', 'tr'] as const;

export type UiLocale = (typeof UI_LOCALES)[number];

/** The language everything falls back to: the one every text is written in first. */
export const DEFAULT_UI_LOCALE: UiLocale = 'en';

export function isUiLocale(value: unknown): value is UiLocale {
  return (UI_LOCALES as readonly unknown[]).includes(value);
}
