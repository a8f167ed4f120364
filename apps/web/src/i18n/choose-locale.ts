import { writeLocaleCookie } from './locale-cookie';
import { switchLocale } from './locale-store';
import type { Locale } from './locales';

/** Saves the language on the player's account, when they have one (set by the profile's owner). */
type SaveOnProfile = (locale: Locale) => Promise<unknown>;

let saveOnProfile: SaveOnProfile | undefined;

/** Lets the signed-in part of the app remember a chosen language on the account as well. */
export function rememberLocaleOnProfileWith(save: SaveOnProfile | undefined): void {
  saveOnProfile = save;
}

/**
 * The player picked a language in the menu: every screen switches at once, the cookie remembers it for this
 * browser, and an account remembers it everywhere. Failing to save on the account changes nothing here.
 */
export async function chooseLocale(locale: Locale): Promise<void> {
  await switchLocale(locale);
  writeLocaleCookie(locale);
  await saveOnProfile?.(locale).catch(() => undefined);
}
