import { LOBBY_ERROR_CODES } from '@npat/protocol';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { toast, Toaster } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeSocket, okAck } from '@/app/testing/fake-socket';
import { lobbyView, slot } from '@/app/testing/lobby-views';
import { CategoriesDialog } from './categories-dialog';
import { LobbyScreen } from './lobby-screen';

vi.mock('@/lib/socket', async () => (await import('@/app/testing/fake-socket')).fakeSocketModule);

function renderLobby(me = slot(2, { isReady: false, isHost: false }), ownCategories = true) {
  const custom = me.isReady
    ? [
        { id: `${me.uid}/category1`, ownerUid: me.uid, title: 'Fruit', addedAt: 1 },
        { id: `${me.uid}/category2`, ownerUid: me.uid, title: 'Movie', addedAt: 2 },
      ]
    : [];
  const base = lobbyView([slot(1), me]);
  const view = {
    ...base,
    settings: { ...base.settings, ownCategories },
    categories: { ...base.categories, custom },
  };
  fakeSocket.respond(() => okAck(view));
  const router = createMemoryRouter([{ path: '/', element: <LobbyScreen view={view} me={me.uid} /> }]);
  toast.dismiss();
  render(
    <>
      <RouterProvider router={router} />
      <Toaster />
    </>,
  );
  return userEvent.setup();
}

async function openDialog(user: ReturnType<typeof userEvent.setup>, name = 'Add your categories') {
  await user.click(screen.getAllByRole('button', { name })[0]!);
  const dialog = await screen.findByRole('dialog', { name: 'Your two categories' });
  // The form's code arrives after the dialog's frame.
  await within(dialog).findByLabelText('Category 1');
  return dialog;
}

describe('the categories dialog', () => {
  beforeEach(() => fakeSocket.reset());

  it('asks for both categories', async () => {
    const user = renderLobby();
    await openDialog(user);
    await user.click(screen.getByRole('button', { name: 'Save and get ready' }));
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((alert) => alert.textContent)).toEqual([
      'Category 1 is required',
      'Category 2 is required',
    ]);
    expect(fakeSocket.sentOf('lobby:submit-categories')).toEqual([]);
  });

  it('asks for two different categories, ignoring case and spaces', async () => {
    const user = renderLobby();
    await openDialog(user);
    await user.type(screen.getByLabelText('Category 1'), 'Fruit');
    await user.type(screen.getByLabelText('Category 2'), ' fruit ');
    await user.click(screen.getByRole('button', { name: 'Save and get ready' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a different category');
    expect(screen.getByLabelText('Category 2')).toHaveAttribute('aria-invalid', 'true');
  });

  it('sends the trimmed categories and closes once the server took them', async () => {
    const user = renderLobby();
    await openDialog(user);
    await user.type(screen.getByLabelText('Category 1'), '  Fruit ');
    await user.type(screen.getByLabelText('Category 2'), 'Movie');
    await user.click(screen.getByRole('button', { name: 'Save and get ready' }));
    expect(fakeSocket.sentOf('lobby:submit-categories')).toEqual([
      { roomId: 'room-1', category1: 'Fruit', category2: 'Movie' },
    ]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows a category the server refuses under the field it names', async () => {
    const user = renderLobby();
    await openDialog(user);
    fakeSocket.respond(() => ({
      ok: false,
      error: {
        code: LOBBY_ERROR_CODES.categoryExists,
        message: 'This category already exists',
        field: 'category2',
      },
    }));
    await user.type(screen.getByLabelText('Category 1'), 'Fruit');
    await user.type(screen.getByLabelText('Category 2'), 'Animals');
    await user.click(screen.getByRole('button', { name: 'Save and get ready' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This category already exists');
    expect(screen.getByLabelText('Category 2')).toHaveFocus();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('opens filled in for a ready player, who becomes not ready by editing', async () => {
    const user = renderLobby(slot(2, { isHost: false, isReady: true }));
    await openDialog(user, 'Edit your categories');
    expect(screen.getByLabelText('Category 1')).toHaveValue('Fruit');
    expect(screen.getByLabelText('Category 2')).toHaveValue('Movie');
    expect(fakeSocket.sentOf('lobby:edit-categories')).toEqual([{ roomId: 'room-1' }]);
  });

  it('does not un-ready a player who has not added categories yet', async () => {
    const user = renderLobby();
    await openDialog(user);
    expect(fakeSocket.sentOf('lobby:edit-categories')).toEqual([]);
  });

  it('says own categories are off instead of asking for them', () => {
    renderLobby(slot(2, { isHost: false, isReady: true }), false);
    expect(
      screen.getByText('Own categories are off: every round plays only the categories above.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /your categories/ })).not.toBeInTheDocument();
    expect(screen.queryByTestId('custom-categories')).not.toBeInTheDocument();
  });

  it('tells a player whose dialog is open once the host turned own categories off', async () => {
    const onOpenChange = vi.fn();
    render(
      <CategoriesDialog
        open
        onOpenChange={onOpenChange}
        roomId="room-1"
        current={null}
        ownCategories={false}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Your two categories' });
    expect(within(dialog).getByRole('status')).toHaveTextContent(
      'The host has turned off players’ own categories: every round plays only the chosen ones.',
    );
    expect(within(dialog).queryByLabelText('Category 1')).not.toBeInTheDocument();
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Got it' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(fakeSocket.sentOf('lobby:submit-categories')).toEqual([]);
  });
});
