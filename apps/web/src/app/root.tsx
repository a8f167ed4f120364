import { createBrowserRouter, RouterProvider } from 'react-router';
import { Toaster } from 'sonner';
import { routes } from './routes';

const router = createBrowserRouter(routes);

/** Seed-spec §9: the main toaster shows each toast for 3 seconds. */
export const TOAST_DURATION_MS = 3000;

/** The app: the router, and the one toaster that outlives every route and error screen. */
export function Root() {
  return (
    <>
      <RouterProvider router={router} />
      <Toaster
        position="top-center"
        duration={TOAST_DURATION_MS}
        closeButton
        style={{ fontFamily: 'var(--font-sans)' }}
        toastOptions={{
          className: 'rounded-2xl! text-base! font-bold! shadow-card!',
          // Errors (e.g. 'Authentication required!.') are the destructive kind: red on pale red, with an icon.
          classNames: {
            error: 'bg-red-50! text-invalid! border-invalid/40!',
            title: 'font-extrabold!',
            description: 'font-semibold! text-ink!',
          },
        }}
      />
    </>
  );
}
