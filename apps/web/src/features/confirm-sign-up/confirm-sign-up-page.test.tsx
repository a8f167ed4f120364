import { AUTH_ROUTES } from '@npat/protocol';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT, apiError, fakeApi, json } from '@/app/testing/fake-api';
import { renderApp } from '@/app/testing/render-app';

const TOKEN = 'b'.repeat(43);
const CONFIRM_ROUTE = `POST ${AUTH_ROUTES.signUpConfirm}`;

async function pressCreate() {
  await userEvent.setup().click(await screen.findByRole('button', { name: 'Create my account' }));
}

describe('ConfirmSignUpPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('says the link cannot be used when it has no token, with a way back to Sign In', async () => {
    const { fetchMock } = fakeApi();
    renderApp('/confirm-sign-up');
    expect(await screen.findByRole('heading', { name: 'This link cannot be used' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This sign-up link is invalid or has expired. Sign in if you used it already, or sign up again.',
    );
    expect(screen.getByRole('link', { name: 'Back to Sign In' })).toHaveAttribute('href', '/');
    expect(fetchMock.mock.calls.filter(([path]) => path === AUTH_ROUTES.signUpConfirm)).toEqual([]);
  });

  it('makes the account only when the button is pressed, then goes home signed in', async () => {
    const { state, bodiesSentTo } = fakeApi(null, {
      [CONFIRM_ROUTE]: () => {
        state.user = ACCOUNT;
        return json(201, { user: ACCOUNT });
      },
    });
    const router = renderApp(`/confirm-sign-up?token=${TOKEN}`);
    expect(await screen.findByRole('heading', { name: 'Finish signing up' })).toBeInTheDocument();
    expect(bodiesSentTo(CONFIRM_ROUTE)).toEqual([]);

    await pressCreate();
    expect(
      await screen.findByRole('heading', { name: `Welcome, ${ACCOUNT.displayName.toUpperCase()}!` }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(bodiesSentTo(CONFIRM_ROUTE)).toEqual([{ token: TOKEN }]);
  });

  it.each([
    ['sign-up-link-invalid', 400, 'This sign-up link is invalid or has expired.', 'Back to Sign In'],
    ['email-in-use', 409, 'An account with this email address exists already.', 'Back to Sign In'],
    ['display-name-in-use', 409, 'Someone took this display name while the link waited.', 'Back to home'],
  ])('explains a %s refusal and shows the way on', async (code, status, message, way) => {
    fakeApi(null, { [CONFIRM_ROUTE]: () => apiError(status, code, 'refused') });
    renderApp(`/confirm-sign-up?token=${TOKEN}`);
    await pressCreate();
    expect(await screen.findByRole('heading', { name: 'This link cannot be used' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('link', { name: way })).toHaveAttribute('href', '/');
  });

  it('keeps the button for another try when the server fails', async () => {
    fakeApi(null, {
      [CONFIRM_ROUTE]: () => apiError(500, 'internal-error', 'There was an error creating user info'),
    });
    renderApp(`/confirm-sign-up?token=${TOKEN}`);
    await pressCreate();
    expect(await screen.findByRole('alert')).toHaveTextContent('There was an error creating user info');
    expect(screen.getByRole('button', { name: 'Create my account' })).toBeEnabled();
  });
});
