import { AUTH_ROUTES } from '@npat/protocol';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, fakeApi } from '@/app/testing/fake-api';
import { renderApp } from '@/app/testing/render-app';

const TOKEN = 'a'.repeat(32);
const RESET_ROUTE = `POST ${AUTH_ROUTES.passwordReset}`;

async function submit(password: string, confirmPassword: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('New password'), password);
  await user.type(screen.getByLabelText('Confirm new password'), confirmPassword);
  await user.click(screen.getByRole('button', { name: 'Save password' }));
}

describe('ResetPasswordPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('says the link is invalid when it has no token, with a way back to Sign In', async () => {
    fakeApi();
    renderApp('/reset-password');
    expect(await screen.findByRole('heading', { name: 'This link cannot be used' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This reset link is invalid or has expired. Please ask for a new one.',
    );
    expect(screen.getByRole('link', { name: 'Back to Sign In' })).toHaveAttribute('href', '/');
  });

  it('checks the new password with the messages of the protocol before sending', async () => {
    const { fetchMock } = fakeApi();
    renderApp(`/reset-password?token=${TOKEN}`);
    await submit('short', 'short');
    expect(await screen.findByText('Password must contain at least 8 characters')).toBeInTheDocument();
    await submit('-long-enough', 'different');
    expect(await screen.findByText('Passwords must match')).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([path]) => path === AUTH_ROUTES.passwordReset)).toEqual([]);
  });

  it('saves the password with the token, then opens Sign In at home', async () => {
    const { bodiesSentTo } = fakeApi(null, { [RESET_ROUTE]: () => new Response(null, { status: 204 }) });
    const router = renderApp(`/reset-password?token=${TOKEN}`);
    await submit('a new password', 'a new password');
    expect(await screen.findByRole('dialog', { name: 'Sign In' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(bodiesSentTo(RESET_ROUTE)).toEqual([
      { token: TOKEN, password: 'a new password', confirmPassword: 'a new password' },
    ]);
  });

  it('shows the invalid-link message when the server refuses the token', async () => {
    fakeApi(null, {
      [RESET_ROUTE]: () => apiError(400, 'reset-link-invalid', 'This reset link is invalid or has expired.'),
    });
    renderApp(`/reset-password?token=${TOKEN}`);
    await submit('a new password', 'a new password');
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'This link cannot be used' })).toBeInTheDocument(),
    );
  });
});
