import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { toast, Toaster } from 'sonner';
import { clearLobbyViews } from '@/lib/lobby-view-store';
import { routes } from '../routes';

/** Mounts the whole app at `path` in a memory router, with the toaster, as a player would open it. */
export function renderApp(path = '/', state?: unknown) {
  // Sonner keeps its toasts in module state, which outlives a test's render: start each test without any.
  toast.dismiss();
  // The lobby store outlives a screen as it does in the app; each test opens its lobby afresh.
  clearLobbyViews();
  const router = createMemoryRouter(routes, { initialEntries: [{ ...parse(path), state }] });
  render(
    <>
      <RouterProvider router={router} />
      <Toaster />
    </>,
  );
  return router;
}

function parse(path: string) {
  const url = new URL(path, 'http://localhost');
  return { pathname: url.pathname, search: url.search };
}
