import { storedSettings } from '@npat/protocol';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeSocket, okAck } from '@/app/testing/fake-socket';
import { lobbyView, slot } from '@/app/testing/lobby-views';
import { BigScreenCard } from './big-screen-card';
import { InviteCard } from './invite-card';

vi.mock('@/lib/socket', async () => (await import('@/app/testing/fake-socket')).fakeSocketModule);

const OFF = lobbyView([slot(1), slot(2)]);
const ON = lobbyView([slot(1), slot(2)], { settings: { ...OFF.settings, bigScreen: true } });

/** In a router, as the lobby is (a refusal may lead home). */
function renderRouted(element: ReactElement) {
  render(<RouterProvider router={createMemoryRouter([{ path: '/', element }])} />);
}

describe('the big screen in the lobby', () => {
  beforeEach(() => {
    fakeSocket.reset();
    fakeSocket.respond(() => okAck(ON));
  });

  it('lets the host turn the big screen on, keeping every other setting', async () => {
    renderRouted(<BigScreenCard view={OFF} isHost />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Show on a big screen' }));
    expect(fakeSocket.sentOf('lobby:update-settings')).toEqual([
      { roomId: 'room-1', settings: { ...storedSettings(OFF.settings), bigScreen: true } },
    ]);
  });

  it('gives the host the screen’s link, its QR code and a way to open it', async () => {
    renderRouted(<BigScreenCard view={ON} isHost />);
    const link = `${window.location.origin}/screen/room-1`;
    expect(screen.getByLabelText('Big screen link')).toHaveValue(link);
    expect(await screen.findByRole('img', { name: 'QR code of the big screen link' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the big screen here' })).toHaveAttribute(
      'href',
      '/screen/room-1',
    );
  });

  it('tells the others the room plays on a big screen, and nothing while it does not', () => {
    renderRouted(<BigScreenCard view={OFF} isHost={false} />);
    expect(screen.queryByText(/big screen/)).not.toBeInTheDocument();
    cleanup();
    renderRouted(<BigScreenCard view={ON} isHost={false} />);
    expect(screen.getByText(/This room plays on a big screen/)).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows no code and no QR code where the server hid the code, only the link', () => {
    render(<InviteCard roomId="room-1" joinCode="" />);
    expect(screen.queryByTestId('join-code')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Copy code' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show QR code' })).not.toBeInTheDocument();
    expect(screen.getByText(/Streamer mode/)).toBeInTheDocument();
    expect(screen.getByLabelText('Invite link')).toHaveValue(`${window.location.origin}/?jc=room-1`);
  });
});
