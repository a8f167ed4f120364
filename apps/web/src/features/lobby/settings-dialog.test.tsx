import { LOBBY_ERROR_CODES } from '@npat/protocol';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { toast, Toaster } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeSocket, okAck } from '@/app/testing/fake-socket';
import { lobbyView, slot } from '@/app/testing/lobby-views';
import { SettingsCard } from './settings-card';

vi.mock('@/lib/socket', async () => (await import('@/app/testing/fake-socket')).fakeSocketModule);

const VIEW = lobbyView([slot(1), slot(2), slot(3)]);

function renderCard(isHost = true) {
  const router = createMemoryRouter([{ path: '/', element: <SettingsCard view={VIEW} isHost={isHost} /> }]);
  toast.dismiss();
  render(
    <>
      <RouterProvider router={router} />
      <Toaster />
    </>,
  );
  return userEvent.setup();
}

describe('the lobby settings', () => {
  beforeEach(() => {
    fakeSocket.reset();
    fakeSocket.respond(() => okAck(VIEW));
  });

  it('shows everyone the settings, but only the host can edit them', () => {
    renderCard(false);
    expect(screen.getByText('60 s')).toBeInTheDocument();
    expect(screen.getByText('Round Timer')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit settings' })).not.toBeInTheDocument();
  });

  it('sends the whole settings object the host saved', async () => {
    const user = renderCard();
    await user.click(screen.getByRole('button', { name: 'Edit settings' }));
    await user.click(await screen.findByRole('button', { name: 'Fewer rounds' }));
    await user.click(screen.getByRole('radio', { name: /Fastest Finger/ }));
    await user.click(screen.getByRole('checkbox', { name: /20 for the only answer/ }));
    await user.click(screen.getByRole('radio', { name: /Choose letters/ }));
    await user.click(
      within(screen.getByRole('group', { name: 'Letters to play' })).getByRole('button', { name: 'Q' }),
    );
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(fakeSocket.sentOf('lobby:update-settings')).toEqual([
      {
        roomId: 'room-1',
        settings: {
          rounds: 5,
          roundTime: 60,
          endMode: 'Fastest Finger',
          defaultCategories: ['name', 'place', 'animal', 'thing'],
          ownCategories: true,
          maxPlayers: 10,
          letters: [...'ABCDEFGHIJKLMNOPRSTUVWXYZ'],
          onlyAnswerDoubles: true,
          sharedAnswerZero: false,
          creativeBonus: false,
          letterVote: false,
          refereeDecides: false,
          lateJoin: true,
          bigScreen: false,
          hideCode: false,
          rudeFilter: false,
          language: 'en',
        },
      },
    ]);
    expect(await screen.findByText('Settings saved')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks for at least three categories', async () => {
    const user = renderCard();
    await user.click(screen.getByRole('button', { name: 'Edit settings' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Thing' }));
    await user.click(screen.getByRole('checkbox', { name: 'Animal' }));
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You have to select at least three categories.',
    );
    expect(fakeSocket.sentOf('lobby:update-settings')).toEqual([]);
  });

  it('sends categories from any group of the library, and own categories turned off', async () => {
    const user = renderCard();
    await user.click(screen.getByRole('button', { name: 'Edit settings' }));
    await user.click(await screen.findByText('Just for fun'));
    await user.click(screen.getByRole('checkbox', { name: 'Superpowers' }));
    await user.click(screen.getByRole('checkbox', { name: 'Thing' }));
    await user.click(screen.getByRole('switch', { name: /Players add their own two categories/ }));
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(fakeSocket.sentOf('lobby:update-settings')).toEqual([
      {
        roomId: 'room-1',
        settings: expect.objectContaining({
          defaultCategories: ['name', 'place', 'animal', 'superpowers'],
          ownCategories: false,
        }),
      },
    ]);
  });

  it('opens the groups that hold a chosen category', async () => {
    const view = lobbyView([slot(1)], {
      settings: { ...VIEW.settings, defaultCategories: ['name', 'place', 'snacks'] },
    });
    const router = createMemoryRouter([{ path: '/', element: <SettingsCard view={view} isHost /> }]);
    render(<RouterProvider router={router} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Edit settings' }));
    const food = (await screen.findByText('Food & drink')).closest('details');
    expect(food).toHaveAttribute('open');
    expect(screen.getByText('Geography').closest('details')).not.toHaveAttribute('open');
  });

  it('shows a refusal the server names a field for under that field', async () => {
    const user = renderCard();
    fakeSocket.respond(() => ({
      ok: false,
      error: {
        code: LOBBY_ERROR_CODES.tooManyPlayersForLimit,
        message: 'More players are already in the room',
        field: 'maxPlayers',
      },
    }));
    await user.click(screen.getByRole('button', { name: 'Edit settings' }));
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('More players are already in the room');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
