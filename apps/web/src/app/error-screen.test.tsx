import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, data, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorScreen } from './error-screen';
import { ApiError } from '@/lib/api';
import { loaderFailure } from '@/lib/loader-failure';
import { failureOf } from '@/lib/word-failure';

/** Mounts the error screen as the boundary of a route whose loader throws `thrown`. */
function renderFailingRoute(thrown: unknown) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: <p>home content</p>,
      },
      {
        path: '/broken',
        element: <p>never shown</p>,
        errorElement: <ErrorScreen />,
        loader: () => {
          throw thrown;
        },
        HydrateFallback: () => null,
      },
    ],
    { initialEntries: ['/broken'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('ErrorScreen', () => {
  afterEach(() => vi.restoreAllMocks());

  it('says Not found! for a 404', async () => {
    renderFailingRoute(data(null, { status: 404 }));
    expect(await screen.findByRole('heading', { name: 'Not found!' })).toBeInTheDocument();
    expect(screen.getByText('Could not find resource or page.')).toBeInTheDocument();
  });

  it('shows the server message of a 500 thrown as data', async () => {
    renderFailingRoute(data({ message: 'The room database is asleep' }, { status: 500 }));
    expect(await screen.findByRole('heading', { name: 'An error occurred!' })).toBeInTheDocument();
    expect(screen.getByText('The room database is asleep')).toBeInTheDocument();
  });

  it('shows the server message of a 500 thrown as a JSON Response', async () => {
    renderFailingRoute(Response.json({ message: 'error fetching data' }, { status: 500 }));
    expect(await screen.findByText('error fetching data')).toBeInTheDocument();
  });

  it.each([
    [503, 'server-full', 'The server is full right now — try again in a minute'],
    [403, 'forbidden-origin', 'This request came from another site and was refused.'],
  ])('shows the status %i that came, with its message', async (status, code, message) => {
    renderFailingRoute(loaderFailure(new ApiError(status, code, message)));
    expect(await screen.findByRole('heading', { name: 'An error occurred!' })).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
    const card = document.querySelector('[data-status]');
    expect(card).toHaveAttribute('data-status', String(status));
    // The tiles above the heading spell the status.
    expect(card?.querySelector('div[aria-hidden="true"]')).toHaveTextContent(String(status));
  });

  it('falls back to the generic words for any other error', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderFailingRoute(new Error('kaboom'));
    expect(await screen.findByRole('heading', { name: 'An error occurred!' })).toBeInTheDocument();
    expect(screen.getByText('Something went wrong!')).toBeInTheDocument();
    expect(screen.queryByText('kaboom')).not.toBeInTheDocument();
  });

  it('Home leads to the home page and Retry reloads the page', async () => {
    const user = userEvent.setup();
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    const router = renderFailingRoute(data(null, { status: 404 }));
    await user.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(reload).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('link', { name: 'Home' }));
    expect(router.state.location.pathname).toBe('/');
    expect(await screen.findByText('home content')).toBeInTheDocument();
  });

  it('shows the offline screen for a network failure while the browser is offline', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderFailingRoute(data(failureOf(new TypeError('Failed to fetch')), { status: 500 }));
    expect(await screen.findByRole('heading', { name: 'You are offline' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'An error occurred!' })).not.toBeInTheDocument();
  });

  it('the offline screen reloads when the browser is back online, and on Try again', async () => {
    const user = userEvent.setup();
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderFailingRoute(data(failureOf(new TypeError('Failed to fetch')), { status: 500 }));
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(reload).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event('online'));
    expect(reload).toHaveBeenCalledTimes(2);
  });
});
