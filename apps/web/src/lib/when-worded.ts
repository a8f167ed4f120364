import { subscribeToLocale, text } from '@/i18n/locale-store';

/**
 * Runs `show` once the interface's catalogue is in: at once when it is, else as soon as the first language has
 * loaded. For the notices of the route loaders (a session that expired, a room that is gone), which may run
 * before the catalogue arrives: main.tsx waits for both before the first screen, not before the loaders.
 */
export function whenWorded(show: () => void): void {
  if (catalogueLoaded()) return show();
  const stop = subscribeToLocale(() => {
    stop();
    show();
  });
}

/** The locale store tells no other way whether its first catalogue is in: text() throws until it is. */
function catalogueLoaded(): boolean {
  try {
    text();
    return true;
  } catch {
    return false;
  }
}
