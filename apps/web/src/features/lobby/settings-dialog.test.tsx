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
          maxPlayers: 10,
          letters: [...'ABCDEFGHIJKLMNOPRSTUVWXYZ'],
          onlyAnswerDoubles: true,
          sharedAnswerZero: false,
        },
      },
    ]);
    expect(await screen.findByText('Settings saved')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks for exactly four default categories', async () => {
    const user = renderCard();
    await user.click(screen.getByRole('button', { name: 'Edit settings' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Thing' }));
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You have to select at least four categories.',
    );
    expect(fakeSocket.sentOf('lobby:update-settings')).toEqual([]);
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
