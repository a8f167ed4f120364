import { isLocale, type Locale } from './locales';

/** The cookie that remembers a visitor's language (a year, the whole site, readable by the server's mail). */
export const LOCALE_COOKIE = 'npat_locale';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

export function readLocaleCookie(cookies = document.cookie): Locale | undefined {
  for (const pair of cookies.split(';')) {
    const [name, value] = pair.trim().split('=');
    if (name === LOCALE_COOKIE && isLocale(value)) return value;
  }
  return undefined;
}

export function writeLocaleCookie(locale: Locale): void {
  document.cookie = `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax`;
}
