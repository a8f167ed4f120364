import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast, Toaster } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InviteCard } from './invite-card';
import { qrPath } from '@/lib/qr-path';

const LINK = `${window.location.origin}/?jc=room-1`;

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

/** Gives the browser a share sheet (happy-dom has none), answering with `answer`. */
function withShareSheet(answer: () => Promise<void>) {
  const share = vi.fn<(data: ShareData) => Promise<void>>(answer);
  Object.defineProperty(navigator, 'share', { value: share, configurable: true, writable: true });
  return share;
}

describe('the invite card', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    Reflect.deleteProperty(navigator, 'share');
  });

  it('shows the join code and the invite link to the room', () => {
    renderCard();
    expect(screen.getByTestId('join-code')).toHaveTextContent('G2F3XA');
    expect(screen.getByLabelText('Invite link')).toHaveValue(LINK);
  });

  it('copies the code and the link, each with a toast', async () => {
    const user = renderCard();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    await user.click(screen.getByRole('button', { name: 'Copy code' }));
    expect(await screen.findByText('Join code copied')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText('Invite link copied')).toBeInTheDocument();
    expect(writeText.mock.calls).toEqual([['G2F3XA'], [LINK]]);
  });

  it('selects the link for the player to copy when the clipboard refuses', async () => {
    const user = renderCard();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText(/Selected\. Copy it/)).toBeInTheDocument();
    expect(screen.getByLabelText('Invite link')).toHaveFocus();
  });

  it('shows the invite link as a QR code once the lobby is shown', async () => {
    renderCard();
    const code = await screen.findByRole('img', { name: 'QR code of the invite link' });
    const { size, path } = qrPath(LINK);
    expect(code).toHaveAttribute('viewBox', `0 0 ${size} ${size}`);
    expect(code.querySelector('path')).toHaveAttribute('d', path);
  });

  it('opens and closes the QR code from the keyboard on small screens', async () => {
    const user = renderCard();
    const toggle = screen.getByRole('button', { name: 'Show QR code' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName('Hide QR code');
    const figure = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(await within(figure).findByRole('img', { name: 'QR code of the invite link' })).toBeVisible();
    await user.keyboard(' ');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('shares the invite link through the device’s share sheet where there is one', async () => {
    const user = renderCard();
    const share = withShareSheet(() => Promise.resolve());
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    await user.click(screen.getByRole('button', { name: 'Share invite' }));
    expect(share).toHaveBeenCalledTimes(1);
    expect(share.mock.calls[0]![0]).toEqual({
      title: 'Name Place Animal Thing',
      text: expect.stringContaining('G2F3XA') as string,
      url: LINK,
    });
    expect(writeText).not.toHaveBeenCalled();
  });

  it('copies the invite link instead where the device cannot share', async () => {
    const user = renderCard();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    await user.click(screen.getByRole('button', { name: 'Share invite' }));
    expect(await screen.findByText('Invite link copied')).toBeInTheDocument();
    expect(writeText.mock.calls).toEqual([[LINK]]);
  });

  it('says nothing when the player closes the share sheet, and copies when sharing fails', async () => {
    const user = renderCard();
    const share = withShareSheet(() => Promise.reject(new DOMException('Share canceled', 'AbortError')));
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    await user.click(screen.getByRole('button', { name: 'Share invite' }));
    // A toast raised after this one would come after it: had the closed sheet copied, its toast came first.
    await user.click(screen.getByRole('button', { name: 'Copy code' }));
    expect(await screen.findByText('Join code copied')).toBeInTheDocument();
    expect(screen.queryByText('Invite link copied')).not.toBeInTheDocument();
    expect(writeText.mock.calls).toEqual([['G2F3XA']]);

    share.mockRejectedValueOnce(new DOMException('Not allowed', 'NotAllowedError'));
    await user.click(screen.getByRole('button', { name: 'Share invite' }));
    expect(await screen.findByText('Invite link copied')).toBeInTheDocument();
    expect(writeText.mock.calls).toEqual([['G2F3XA'], [LINK]]);
  });
});
