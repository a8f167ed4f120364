import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from './routes';

function renderAt(path: string) {
  render(<RouterProvider router={createMemoryRouter(routes, { initialEntries: [path] })} />);
}

describe('routes', () => {
  it('serves the home screen at /', async () => {
    renderAt('/');
    expect(await screen.findByRole('tab', { name: 'Guest' })).toBeInTheDocument();
  });

  it('serves the credits screen at /credits', async () => {
    renderAt('/credits');
    expect(await screen.findByRole('heading', { level: 1, name: 'CREDITS' })).toBeInTheDocument();
  });

  it('shows the 404 screen, with header and footer, for an unknown path', async () => {
    renderAt('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Not found!' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Name Place Animal Thing, home' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Credits' })).toHaveAttribute('href', '/credits');
  });

  it('links Terms and Privacy in the footer to home', async () => {
    renderAt('/credits');
    await screen.findByRole('heading', { level: 1, name: 'CREDITS' });
    expect(screen.getByRole('link', { name: 'Terms' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Privacy' })).toHaveAttribute('href', '/');
  });
});
