import { currentLocale } from './locale-store';

/**
 * Lists, numbers and relative times the way the player's language writes them (Intl), so no screen joins
 * names with a hand-made "and".
 */
export function formatList(
  items: readonly string[],
  locale = currentLocale(),
  style: Intl.ListFormatStyle = 'long',
): string {
  return new Intl.ListFormat(locale, { type: 'conjunction', style }).format(items);
}

/** Winners as a game names them: short ("Ana & Ben" in English, "Ana und Ben" in German). */
export function formatNames(names: readonly string[], locale = currentLocale()): string {
  return formatList(names, locale, 'short');
}

export function formatNumber(value: number, locale = currentLocale()): string {
  return new Intl.NumberFormat(locale).format(value);
}

export function formatRelativeTime(
  value: number,
  unit: Intl.RelativeTimeFormatUnit,
  locale = currentLocale(),
): string {
  return new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }).format(value, unit);
}
