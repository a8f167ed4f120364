import { IDENTITY_ERRORS } from '@npat/protocol';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { describe, expect, it, vi } from 'vitest';
import { GuestForm } from './guest-form';

// The nickname rule's code cannot be fetched, as when the network went away after the first screen.
vi.mock('./home-parts', () => ({
  loadGuestSchema: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
}));

describe('GuestForm without the network', () => {
  it('says the network failed and sends nothing when the nickname rule cannot be fetched', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const onSignedIn = vi.fn(async () => {});
    render(
      <>
        <GuestForm avatar="hippo" onSignedIn={onSignedIn} />
        <Toaster />
      </>,
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Nickname'), 'zebra');
    await user.click(screen.getByRole('button', { name: 'Play as guest' }));
    expect(await screen.findByText(IDENTITY_ERRORS.networkFailed)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Play as guest' })).toBeEnabled();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(onSignedIn).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });
});
