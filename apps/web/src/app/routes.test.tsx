import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT, fakeApi, GUEST } from './testing/fake-api';
import { renderApp } from './testing/render-app';

describe('routes', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('serves the home screen at /', async () => {
    fakeApi();
    renderApp('/');
    expect(await screen.findByRole('tab', { name: 'Guest' })).toBeInTheDocument();
  });

  it('serves the credits screen at /credits', async () => {
    fakeApi();
    renderApp('/credits');
    expect(await screen.findByRole('heading', { level: 1, name: 'CREDITS' })).toBeInTheDocument();
  });

  it('shows the 404 screen, with header and footer, for an unknown path', async () => {
    fakeApi();
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Not found!' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Name Place Animal Thing, home' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Credits' })).toHaveAttribute('href', '/credits');
  });

  it('links Terms and Privacy in the footer to home', async () => {
    fakeApi();
    renderApp('/credits');
    await screen.findByRole('heading', { level: 1, name: 'CREDITS' });
    expect(screen.getByRole('link', { name: 'Terms' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Privacy' })).toHaveAttribute('href', '/');
  });

  it('sends a signed-out visitor of /game-creation home', async () => {
    fakeApi(null);
    const router = renderApp('/game-creation');
    expect(await screen.findByRole('tab', { name: 'Guest' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('shows game creation to a signed-in player, with Logout in the header', async () => {
    fakeApi(GUEST);
    renderApp('/game-creation');
    expect(await screen.findByRole('heading', { name: 'Create a game' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it('sends a signed-in player with a join link on to the lobby', async () => {
    fakeApi(ACCOUNT);
    const router = renderApp('/?jc=abc');
    await waitFor(() => expect(router.state.location.pathname).toBe('/game-room/abc/lobby'));
    expect(await screen.findByRole('status')).toHaveTextContent('Loading…');
  });

  it('keeps a signed-out visitor with a join link home, and sends a lobby visitor there too', async () => {
    fakeApi(null);
    const router = renderApp('/game-room/abc/lobby');
    expect(await screen.findByText(/Sign in or play as a guest to join/)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.location.search).toBe('?jc=abc');
  });

  it('shows the error screen with a Retry when the server cannot be reached', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    renderApp('/');
    expect(await screen.findByRole('heading', { name: 'An error occurred!' })).toBeInTheDocument();
    expect(
      screen.getByText('Could not reach the server. Check your connection and try again.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
