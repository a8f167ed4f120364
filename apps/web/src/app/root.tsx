import { createBrowserRouter, RouterProvider } from 'react-router';
import { useScheme } from '@/features/theme/use-scheme';
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

/** The app: the router, and the one toaster that outlives every route and error screen. */
export function Root() {
  const scheme = useScheme();
  return (
    <>
      <RouterProvider router={router} />
      <LazyToaster
        theme={scheme}
        position="top-center"
        duration={TOAST_DURATION_MS}
        // The seed's key for reaching the toasts from the keyboard.
        hotkey={['F8']}
        closeButton
        style={{ fontFamily: 'var(--font-sans)' }}
        toastOptions={{
          className: 'rounded-2xl! text-base! font-bold! shadow-card!',
          // Errors (e.g. 'Authentication required!.') are the destructive kind: red on pale red, with an icon.
          classNames: {
            error: 'bg-invalid-soft! text-invalid! border-invalid/40!',
            title: 'font-extrabold!',
            description: 'font-semibold! text-ink!',
          },
        }}
      />
    </>
  );
}
