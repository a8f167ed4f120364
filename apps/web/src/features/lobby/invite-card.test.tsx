import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast, Toaster } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InviteCard } from './invite-card';

function renderCard() {
  toast.dismiss();
  render(
    <>
      <InviteCard roomId="room-1" joinCode="G2F3XA" />
      <Toaster />
    </>,
  );
  return userEvent.setup();
}

describe('the invite card', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the join code and the invite link to the room', () => {
    renderCard();
    expect(screen.getByTestId('join-code')).toHaveTextContent('G2F3XA');
    expect(screen.getByLabelText('Invite link')).toHaveValue(`${window.location.origin}/?jc=room-1`);
  });

  it('copies the code and the link, each with a toast', async () => {
    const user = renderCard();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    await user.click(screen.getByRole('button', { name: 'Copy code' }));
    expect(await screen.findByText('Join code copied')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText('Invite link copied')).toBeInTheDocument();
    expect(writeText.mock.calls).toEqual([['G2F3XA'], [`${window.location.origin}/?jc=room-1`]]);
  });

  it('selects the link for the player to copy when the clipboard refuses', async () => {
    const user = renderCard();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText(/Selected\. Copy it/)).toBeInTheDocument();
    expect(screen.getByLabelText('Invite link')).toHaveFocus();
  });
});
