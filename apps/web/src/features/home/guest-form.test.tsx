import { AUTH_ROUTES } from '@npat/protocol';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast, Toaster } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, fakeApi, GUEST, json } from '@/app/testing/fake-api';
import { GuestForm } from './guest-form';

const GUEST_ROUTE = `POST ${AUTH_ROUTES.guest}`;

function setup(answer: () => Response = () => json(201, { user: GUEST })) {
  toast.dismiss();
  const api = fakeApi(null, { [GUEST_ROUTE]: answer });
  const onSignedIn = vi.fn(async () => {});
  render(
    <>
      <GuestForm avatar="hippo" onSignedIn={onSignedIn} />
      <Toaster />
    </>,
  );
  const user = userEvent.setup();
  const field = screen.getByLabelText('Nickname');
  const submit = () => user.click(screen.getByRole('button', { name: 'Play as guest' }));
  return { ...api, onSignedIn, user, field, submit };
}

describe('GuestForm', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('labels the nickname field and shows the documented placeholder', () => {
    const { field } = setup();
    expect(field).toHaveAttribute('placeholder', 'Your nickname');
  });

  it('rejects a nickname shorter than 3 characters once spaces are trimmed', async () => {
    const { user, field, submit, fetchMock } = setup();
    await user.type(field, '  ab  ');
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Nickname must be at least 3 characters');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('rejects a nickname longer than 20 characters', async () => {
    const { user, field, submit, fetchMock } = setup();
    await user.type(field, 'a'.repeat(21));
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Nickname must not exceed 20 characters');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('creates the guest with the trimmed nickname, as typed, and the chosen avatar', async () => {
    const { user, field, submit, onSignedIn, bodiesSentTo } = setup();
    await user.type(field, '  Zebra Queen ');
    await submit();
    await vi.waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1));
    expect(bodiesSentTo(GUEST_ROUTE)).toEqual([{ nickname: 'Zebra Queen', photoURL: '/avatars/hippo.svg' }]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows a nickname the server finds taken under the field', async () => {
    const { user, field, submit, onSignedIn } = setup(() =>
      apiError(409, 'nickname-in-use', 'This nickname is already in use', {
        nickname: 'This nickname is already in use',
      }),
    );
    await user.type(field, 'zebra');
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('This nickname is already in use');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveFocus();
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('toasts any other failure with the message of the protocol', async () => {
    const { user, field, submit } = setup(() => apiError(500, 'internal-error', 'boom'));
    await user.type(field, 'zebra');
    await submit();
    expect(await screen.findByText('There was an error creating a guest user')).toBeInTheDocument();
  });

  it('toasts a rate limit with its own message', async () => {
    const { user, field, submit } = setup(() => json(429, { statusCode: 429, error: 'Too Many Requests' }));
    await user.type(field, 'zebra');
    await submit();
    expect(
      await screen.findByText('Too many attempts. Please wait a minute and try again.'),
    ).toBeInTheDocument();
  });
});
