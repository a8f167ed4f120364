import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ACCOUNT, GUEST } from '@/app/testing/fake-api';
import { WelcomePanel } from './welcome-panel';

function renderPanel(user: typeof GUEST) {
  const router = createMemoryRouter([
    { path: '/', element: <WelcomePanel user={user} avatar="lion" onAvatarChange={() => {}} /> },
  ]);
  render(<RouterProvider router={router} />);
}

describe('WelcomePanel', () => {
  it('greets a guest by the upper-cased nickname', () => {
    renderPanel(GUEST);
    expect(screen.getByRole('heading', { name: 'Welcome, ZEBRA QUEEN!' })).toBeInTheDocument();
    expect(screen.getByText('Playing as a guest')).toBeInTheDocument();
  });

  it('greets an account by the upper-cased display name, with its email', () => {
    renderPanel({ ...ACCOUNT, displayName: 'Ada Lovelace' });
    expect(screen.getByRole('heading', { name: 'Welcome, ADA LOVELACE!' })).toBeInTheDocument();
    expect(screen.getByText('Signed in as ada@example.com')).toBeInTheDocument();
  });

  it('links an account to its past games, and a guest to none', () => {
    renderPanel(ACCOUNT);
    expect(screen.getByRole('link', { name: 'Your past games' })).toHaveAttribute('href', '/history');
    cleanup();
    renderPanel(GUEST);
    expect(screen.queryByRole('link', { name: 'Your past games' })).toBeNull();
  });

  it('offers the character, Start and the join code field', () => {
    renderPanel(GUEST);
    expect(screen.getByRole('img', { name: 'Lion' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start' })).toBeInTheDocument();
    expect(screen.getByLabelText('Enter code to join')).toBeInTheDocument();
  });

  it('puts joining by code before hosting a new game', () => {
    renderPanel(GUEST);
    const join = screen.getByLabelText('Enter code to join');
    const start = screen.getByRole('button', { name: 'Start' });
    expect(join.compareDocumentPosition(start) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
