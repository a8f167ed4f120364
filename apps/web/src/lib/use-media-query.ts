import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether a CSS media query matches now, updated when it changes.
 * Used where rendering one of two components (not merely hiding one) matters, e.g. the guide panel versus
 * the guide dialog, so only one carousel ever runs its timer.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** Below Tailwind's `sm` (640 px): a phone, where the review's cards swipe one at a time. */
export const PHONE_QUERY = '(max-width: 639px)';

/** The width from which the layout gets a side panel (visual-style.md). */
export const DESKTOP_QUERY = '(min-width: 1024px)';

/** The width from which even wide screens (the lobby's two columns) leave room for the guide panel. */
export const WIDE_QUERY = '(min-width: 1280px)';
