import { lazy, Suspense, useSyncExternalStore, type ComponentType } from 'react';
import { currentLocale, switchLocale } from '@/i18n/locale-store';
import { secondaryToastRequested, subscribeSecondaryToasts } from '@/lib/secondary-toast';

// A failed fetch (offline before the service worker cached it) loses the toast, never the app: a lazy part
// that rejects would otherwise throw up to the root and take every screen down with it. The toaster words its
// landmark from the catalogue, so it also waits for the language's catalogue (already in once a screen shows:
// then this resolves at once).
const SecondaryToaster = lazy<ComponentType>(() =>
  Promise.all([import('./secondary-toaster'), switchLocale(currentLocale())]).then(
    ([module]) => ({ default: module.SecondaryToaster }),
    () => ({ default: () => null }),
  ),
);

/**
 * The Radix toaster of app/secondary-toaster.tsx, kept out of the first screen's scripts: it mounts when the
 * first secondary toast is raised. The store keeps that toast meanwhile, so it shows once the code is in.
 */
export function LazySecondaryToaster() {
  const wanted = useSyncExternalStore(subscribeSecondaryToasts, secondaryToastRequested);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <SecondaryToaster />
    </Suspense>
  );
}
