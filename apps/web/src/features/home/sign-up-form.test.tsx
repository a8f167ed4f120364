import { AUTH_ROUTES } from '@npat/protocol';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast, Toaster } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, fakeApi } from '@/app/testing/fake-api';
import { SignUpForm } from './sign-up-form';

const SIGN_UP_ROUTE = `POST ${AUTH_ROUTES.signUp}`;

type Values = { email?: string; password?: string; confirmPassword?: string; displayName?: string };

const VALID = { email: 'ada@example.com', password: 'correct horse', displayName: 'Ada' };

function setup(answer: () => Response = () => new Response(null, { status: 202 })) {
  const api = fakeApi(null, { [SIGN_UP_ROUTE]: answer });
  const onSent = vi.fn();
  toast.dismiss();
  render(
    <>
      <SignUpForm avatar="panda" onSent={onSent} />
      <Toaster />
    </>,
  );
  const user = userEvent.setup();
  async function fill(values: Values) {
    const fields: [string, string | undefined][] = [
      ['Email', values.email],
      ['Password', values.password],
      ['Confirm password', values.confirmPassword],
      ['Display Name', values.displayName],
    ];
    // Pasted, not typed key by key: the form's rules are what these tests check, and typing long values
    // one key at a time took seconds on a busy machine.
    for (const [label, value] of fields) {
      if (!value) continue;
      await user.click(screen.getByLabelText(label));
      await user.paste(value);
    }
    await user.click(screen.getByRole('button', { name: 'Create account' }));
  }
  /** The error shown under a field, or null. */
  function errorOf(label: string): string | null {
    const field = screen.getByLabelText(label);
    if (field.getAttribute('aria-invalid') !== 'true') return null;
    return document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent ?? null;
  }
  return { ...api, onSent, fill, errorOf };
}

describe('SignUpForm', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('checks an empty form before sending it', async () => {
    const { fill, errorOf, fetchMock } = setup();
    await fill({});
    await vi.waitFor(() => expect(errorOf('Email')).toBe('Required'));
    expect(errorOf('Password')).toBe('Password must contain at least 8 characters');
    expect(errorOf('Display Name')).toBe('Display Name must contain at least 3 characters');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it.each([
    ['a@b.c', 'Email must contain at least 6 characters'],
    [`${'a'.repeat(25)}@example.com`, 'Email should not exceed 30 characters'],
    ['not-an-email', 'Enter a valid email address'],
  ])('rejects the email %s with the message of the protocol', async (email, message) => {
    const { fill, errorOf } = setup();
    await fill({ ...VALID, confirmPassword: VALID.password, email });
    await vi.waitFor(() => expect(errorOf('Email')).toBe(message));
  });

  it('rejects a short password and a short display name', async () => {
    const { fill, errorOf } = setup();
    await fill({ email: VALID.email, password: 'short', confirmPassword: 'short', displayName: 'Al' });
    await vi.waitFor(() => expect(errorOf('Password')).toBe('Password must contain at least 8 characters'));
    expect(errorOf('Display Name')).toBe('Display Name must contain at least 3 characters');
  });

  it('rejects a password and a display name that are too long', async () => {
    const { fill, errorOf } = setup();
    const long = 'p'.repeat(31);
    await fill({ email: VALID.email, password: long, confirmPassword: long, displayName: 'd'.repeat(21) });
    await vi.waitFor(() => expect(errorOf('Password')).toBe('Password must not exceed 30 characters'));
    expect(errorOf('Display Name')).toBe('Display Name must not exceed 20 characters');
  });

  it('says Passwords must match on the confirmation', async () => {
    const { fill, errorOf, fetchMock } = setup();
    await fill({ ...VALID, confirmPassword: 'something else' });
    await vi.waitFor(() => expect(errorOf('Confirm password')).toBe('Passwords must match'));
    expect(errorOf('Password')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the form with the chosen avatar and the language, then tells where the link went', async () => {
    const { fill, onSent, bodiesSentTo } = setup();
    await fill({ ...VALID, email: 'Ada@Example.com', confirmPassword: VALID.password });
    await vi.waitFor(() => expect(onSent).toHaveBeenCalledWith('ada@example.com'));
    expect(bodiesSentTo(SIGN_UP_ROUTE)).toEqual([
      { ...VALID, confirmPassword: VALID.password, photoURL: '/avatars/panda.svg', locale: 'en' },
    ]);
  });

  it('shows a display name already in use under its field', async () => {
    const { fill, errorOf, onSent } = setup(() =>
      apiError(409, 'display-name-in-use', 'This display name is already in use', {
        displayName: 'This display name is already in use',
      }),
    );
    await fill({ ...VALID, confirmPassword: VALID.password });
    await vi.waitFor(() => expect(errorOf('Display Name')).toBe('This display name is already in use'));
    expect(onSent).not.toHaveBeenCalled();
  });

  it('toasts a rate limit with its own message', async () => {
    const { fill } = setup(() => apiError(429, 'too-many-requests', 'slow down'));
    await fill({ ...VALID, confirmPassword: VALID.password });
    expect(
      await screen.findByText('Too many attempts. Please wait a minute and try again.'),
    ).toBeInTheDocument();
  });

  it('toasts There was an error creating user info when the server fails, not inside the form', async () => {
    const { fill, onSent } = setup(() => apiError(500, 'internal', 'boom'));
    await fill({ ...VALID, confirmPassword: VALID.password });
    const toastText = await screen.findByText('There was an error creating user info');
    expect(toastText.closest('[data-sonner-toast]')).not.toBeNull();
    expect(document.querySelector('form')).not.toContainElement(toastText);
    expect(onSent).not.toHaveBeenCalled();
  });
});
