import { AUTH_ROUTES } from '@npat/protocol';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast, Toaster } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT, apiError, fakeApi, json } from '@/app/testing/fake-api';
import { SignInDialog } from './sign-in-dialog';

const SIGN_IN_ROUTE = `POST ${AUTH_ROUTES.signIn}`;
const RESET_ROUTE = `POST ${AUTH_ROUTES.passwordResetRequest}`;

function setup(routes: Parameters<typeof fakeApi>[1] = {}) {
  toast.dismiss();
  const api = fakeApi(null, routes);
  const onSignedIn = vi.fn(async () => {});
  render(
    <>
      <SignInDialog trigger={<button type="button">Open</button>} onSignedIn={onSignedIn} defaultOpen />
      <Toaster />
    </>,
  );
  return { ...api, onSignedIn, user: userEvent.setup() };
}

async function openForgotView(user: ReturnType<typeof userEvent.setup>, email = '') {
  const dialog = screen.getByRole('dialog', { name: 'Sign In' });
  if (email) await user.type(within(dialog).getByLabelText('Email'), email);
  await user.click(within(dialog).getByRole('button', { name: 'Forgot password?' }));
  return screen.getByRole('dialog', { name: 'Enter your Email' });
}

describe('SignInDialog', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks for both fields before sending', async () => {
    const { user, fetchMock } = setup();
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findAllByText('Required')).toHaveLength(2);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it.each([
    ['a@b.c', 'Email must contain at least 6 characters'],
    [`${'a'.repeat(24)}@example.com`, 'Email should not exceed 30 characters'],
    ['not-an-email', 'Enter a valid email address'],
  ])('holds the email %s to the rules of every form, without asking the server', async (email, message) => {
    const { user, fetchMock } = setup();
    await user.type(screen.getByLabelText('Email'), email);
    await user.type(screen.getByLabelText('Password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('signs in with the email and password', async () => {
    const { user, onSignedIn, bodiesSentTo } = setup({ [SIGN_IN_ROUTE]: () => json(200, { user: ACCOUNT }) });
    await user.type(screen.getByLabelText('Email'), 'Ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await vi.waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1));
    expect(bodiesSentTo(SIGN_IN_ROUTE)).toEqual([{ email: 'ada@example.com', password: 'correct horse' }]);
  });

  it('says Wrong email or password when the server refuses, without signing out anything', async () => {
    const { user, onSignedIn } = setup({
      [SIGN_IN_ROUTE]: () => apiError(401, 'invalid-credentials', 'Wrong email or password'),
    });
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong password');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong email or password');
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('the forgotten-password view is headed Enter your Email, keeps the email and has Back and Send', async () => {
    const { user } = setup();
    const view = await openForgotView(user, 'ada@example.com');
    expect(within(view).getByRole('heading', { name: 'Enter your Email' })).toBeInTheDocument();
    expect(within(view).getByLabelText('Email')).toHaveValue('ada@example.com');
    expect(within(view).getByLabelText('Email')).toHaveFocus();
    expect(within(view).getByRole('button', { name: 'Send' })).toBeInTheDocument();
    await user.click(within(view).getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('dialog', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('validates the email before sending a link', async () => {
    const { user, fetchMock } = setup();
    const view = await openForgotView(user);
    await user.type(within(view).getByLabelText('Email'), 'nope');
    await user.click(within(view).getByRole('button', { name: 'Send' }));
    expect(await within(view).findByRole('alert')).toHaveTextContent(
      'Email must contain at least 6 characters',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('Send toasts that the link was sent and returns to sign-in', async () => {
    const { user, bodiesSentTo } = setup({ [RESET_ROUTE]: () => new Response(null, { status: 202 }) });
    const view = await openForgotView(user, 'ada@example.com');
    await user.click(within(view).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Password reset link was sent to your email')).toBeInTheDocument();
    const dialog = screen.getByRole('dialog', { name: 'Sign In' });
    expect(within(dialog).getByLabelText('Email')).toHaveValue('ada@example.com');
    expect(bodiesSentTo(RESET_ROUTE)).toEqual([{ email: 'ada@example.com', locale: 'en' }]);
  });

  it('a failed Send puts the message of the protocol on the email field and focuses it', async () => {
    const { user } = setup({ [RESET_ROUTE]: () => apiError(500, 'internal-error', 'boom') });
    const view = await openForgotView(user, 'ada@example.com');
    await user.click(within(view).getByRole('button', { name: 'Send' }));
    expect(await within(view).findByRole('alert')).toHaveTextContent(
      'There was an error resetting your password',
    );
    expect(within(view).getByLabelText('Email')).toHaveFocus();
    expect(within(view).getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
  });
});
