import { AUTH_ROUTES, ROOM_ROUTES, type AvatarId } from '@npat/protocol';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useParams } from 'react-router';
import { toast, Toaster } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, fakeApi, GUEST, json } from '@/app/testing/fake-api';
import { JoinCodeForm } from './join-code-form';
import { joinCodeSchema } from './join-code-schema';

const JOIN_ROUTE = `POST ${ROOM_ROUTES.joinByCode}`;
const PROFILE_ROUTE = `PATCH ${AUTH_ROUTES.profile}`;

function LobbyStandIn() {
  return <p>lobby of {useParams().roomId}</p>;
}

function setup(
  joinAnswer: () => Response = () => json(200, { roomId: 'room-42' }),
  avatar: AvatarId = 'koala',
) {
  toast.dismiss();
  const api = fakeApi(GUEST, {
    [JOIN_ROUTE]: joinAnswer,
    [PROFILE_ROUTE]: () => json(200, { user: { ...GUEST, photoURL: '/avatars/lion.svg' } }),
  });
  const router = createMemoryRouter([
    { path: '/', element: <JoinCodeForm user={GUEST} avatar={avatar} /> },
    { path: '/game-room/:roomId/lobby', element: <LobbyStandIn /> },
  ]);
  render(
    <>
      <RouterProvider router={router} />
      <Toaster />
    </>,
  );
  const user = userEvent.setup();
  const field = screen.getByLabelText('Enter code to join');
  const join = async (code: string) => {
    await user.type(field, code);
    await user.click(screen.getByRole('button', { name: 'Join' }));
  };
  return { ...api, router, field, join };
}

describe('join code', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('has the documented placeholder and takes at most 6 characters', async () => {
    const { field } = setup();
    expect(field).toHaveAttribute('placeholder', 'G2F3XA');
    await userEvent.setup().type(field, 'G2F3XA7');
    expect(field).toHaveValue('G2F3XA');
  });

  it('trims a pasted code before it counts six characters, and joins with the whole code', async () => {
    const { field, bodiesSentTo } = setup();
    const user = userEvent.setup();
    await user.click(field);
    await user.paste(' T7ZZUF');
    expect(field).toHaveValue('T7ZZUF');
    await user.click(screen.getByRole('button', { name: 'Join' }));
    expect(await screen.findByText('lobby of room-42')).toBeInTheDocument();
    expect(bodiesSentTo(JOIN_ROUTE)).toEqual([{ code: 'T7ZZUF' }]);
  });

  it.each(['G2F3X', 'G2F3XA7', 'G2F3X0', 'G2F3XI', 'G2F 3X', ''])('rejects %j', (code) => {
    const result = joinCodeSchema.safeParse({ code });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['Enter a valid gameCode']);
  });

  it.each([
    ['G2F3XA', 'G2F3XA'],
    ['g2f3xa', 'G2F3XA'],
    [' hjkm99 ', 'HJKM99'],
  ])('accepts %j as %s', (code, parsed) => {
    expect(joinCodeSchema.parse({ code })).toEqual({ code: parsed });
  });

  it('shows Enter a valid gameCode under the field for a short code, without asking the server', async () => {
    const { field, join, fetchMock } = setup();
    await join('abc');
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter a valid gameCode');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the upper-cased code and opens the lobby of the room it names', async () => {
    const { join, bodiesSentTo } = setup();
    await join('g2f3xa');
    expect(await screen.findByText('lobby of room-42')).toBeInTheDocument();
    expect(bodiesSentTo(JOIN_ROUTE)).toEqual([{ code: 'G2F3XA' }]);
  });

  it('saves a changed avatar before joining', async () => {
    const changed = setup(undefined, 'lion');
    await changed.join('g2f3xa');
    await screen.findByText('lobby of room-42');
    expect(changed.bodiesSentTo(PROFILE_ROUTE)).toEqual([{ photoURL: '/avatars/lion.svg' }]);
  });

  it('does not save the avatar when the player kept their own', async () => {
    const { join, bodiesSentTo } = setup();
    await join('g2f3xa');
    await screen.findByText('lobby of room-42');
    expect(bodiesSentTo(PROFILE_ROUTE)).toEqual([]);
  });

  it('shows an unknown code from the server under the field', async () => {
    const { field, join } = setup(() =>
      apiError(400, 'validation-failed', 'Enter a valid gameCode', { code: 'Enter a valid gameCode' }),
    );
    await join('HJKM99');
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter a valid gameCode');
    expect(field).toHaveFocus();
  });

  it('shows a full room under the field', async () => {
    const { join } = setup(() => apiError(409, 'room-full', 'This room is full'));
    await join('HJKM99');
    expect(await screen.findByRole('alert')).toHaveTextContent('This room is full');
  });

  it('toasts too many attempts', async () => {
    const { join } = setup(() => json(429, { statusCode: 429, error: 'Too Many Requests' }));
    await join('HJKM99');
    expect(
      await screen.findByText('Too many attempts. Please wait a minute and try again.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
