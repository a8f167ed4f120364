import type { User } from '@npat/protocol';
import { useEffect } from 'react';
import { rememberLocaleOnProfileWith } from '@/i18n/choose-locale';
import { writeLocaleCookie } from '@/i18n/locale-cookie';
import { currentLocale, switchLocale } from '@/i18n/locale-store';
import { isLocale } from '@/i18n/locales';
import { updateProfile } from '@/lib/identity-api';

/**
 * The language follows the player's profile (decision 032): once signed in, the language they chose on any
 * device wins over this browser's; and a language picked in the menu is saved on the profile too.
 */
export function useAccountLocale(user: User | null): void {
  const signedIn = user !== null;
  const saved = user?.locale;
  useEffect(() => {
    rememberLocaleOnProfileWith(signedIn ? (locale) => updateProfile({ locale }) : undefined);
    return () => rememberLocaleOnProfileWith(undefined);
  }, [signedIn]);
  useEffect(() => {
    if (!isLocale(saved) || saved === currentLocale()) return;
    writeLocaleCookie(saved);
    void switchLocale(saved);
  }, [saved]);
}
