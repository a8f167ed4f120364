import { createBrowserRouter, RouterProvider } from 'react-router';
import { useScheme } from '@/features/theme/use-scheme';
import { useText } from '@/i18n/use-text';
import { useToastHotkeys } from '@/lib/secondary-toast';
import { LazySecondaryToaster } from './lazy-secondary-toaster';
import { LazyToaster } from './lazy-toaster';
import { routes } from './routes';
import { startServiceWorker } from './updates/service-worker';

const router = createBrowserRouter(routes);
startServiceWorker(router);

/**
 * Resolves once the first route's data and code are in (or failed), so the app replaces index.html's static
 * header only with a whole screen, never with an empty page in between.
 */
export function routerReady(): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

/** docs/product/screens.md#toasts: the main toaster shows each toast for 3 seconds. */
export const TOAST_DURATION_MS = 3000;
/** Where toasts start on a phone: below the site header (68 px at 360 px, in every language). */
export const TOAST_TOP_ON_PHONES = '5rem';

/**
 * The app: the router, and the two toasters that outlive every route and error screen: sonner's main one,
 * and the secondary one the seed keeps for 'Authentication required!.' (app/secondary-toaster.tsx).
 */
export function Root() {
  return (
    <>
      <RouterProvider router={router} />
      <MainToaster />
      <LazySecondaryToaster />
    </>
  );
}

/** sonner, the toaster of every other notice; its own component, so F8 changing hands re-renders only it. */
function MainToaster() {
  const scheme = useScheme();
  const hotkeys = useToastHotkeys();
  const t = useText().app.notifications;
  return (
    <LazyToaster
      theme={scheme}
      position="top-center"
      // On a phone a toast spans the width: below the header, so it never covers the way home or Logout (a
      // toast under the finger also stops its own timer and would stay there).
      mobileOffset={{ top: TOAST_TOP_ON_PHONES }}
      duration={TOAST_DURATION_MS}
      // The seed's key for reaching the toasts from the keyboard, handed to the secondary toaster while it
      // shows a toast so the two do not both grab focus (lib/secondary-toast.ts).
      hotkey={hotkeys.main}
      closeButton
      containerAriaLabel={t.toasterRegion}
      style={{ fontFamily: 'var(--font-sans)' }}
      toastOptions={{
        closeButtonAriaLabel: t.closeToast,
        className: 'rounded-2xl! text-base! font-bold! shadow-card!',
        // Errors are the destructive kind: red on pale red, with an icon (app/secondary-toaster.tsx matches it).
        classNames: {
          error: 'bg-invalid-soft! text-invalid! border-invalid/40!',
          title: 'font-extrabold!',
          description: 'font-semibold! text-ink!',
        },
      }}
    />
  );
}
