import { Languages } from 'lucide-react';
import { chooseLocale } from './choose-locale';
import { isLocale, LOCALES } from './locales';
import { useLocale, useText } from './use-text';

/**
 * The header's language menu: each language named in itself, so anyone finds their own whatever the page
 * speaks now. A native select under a compact face: phones open their own picker, and the keyboard works as
 * everywhere else.
 */
export function LanguageMenu() {
  const t = useText().languageMenu;
  const locale = useLocale();
  return (
    <div className="relative flex min-h-11 min-w-11 items-center justify-center gap-1 rounded-full px-2 text-ink hover:bg-primary-100/70 has-focus-visible:ring-2 has-focus-visible:ring-primary-500">
      <Languages aria-hidden="true" className="size-5" />
      <span aria-hidden="true" className="text-sm font-bold uppercase">
        {locale}
      </span>
      <select
        aria-label={t.label}
        title={t.label}
        value={locale}
        onChange={(event) => {
          if (isLocale(event.target.value)) void chooseLocale(event.target.value);
        }}
        className="absolute inset-0 cursor-pointer appearance-none opacity-0"
      >
        {LOCALES.map((option) => (
          <option key={option.code} value={option.code} lang={option.code}>
            {option.name}
          </option>
        ))}
      </select>
    </div>
  );
}
