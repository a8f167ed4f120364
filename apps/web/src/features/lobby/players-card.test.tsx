import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { fakeSocket } from '@/app/testing/fake-socket';
import { lobbyView, slot } from '@/app/testing/lobby-views';
import { PlayersCard } from './players-card';

vi.mock('@/lib/socket', async () => (await import('@/app/testing/fake-socket')).fakeSocketModule);

function renderCard(view = lobbyView([slot(1), slot(2)]), me = 'uid-1') {
  const isHost = view.slots.find((each) => each.uid === me)?.isHost ?? false;
  const router = createMemoryRouter([
    { path: '/', element: <PlayersCard view={view} me={me} isHost={isHost} /> },
  ]);
  render(<RouterProvider router={router} />);
}

const slotOf = (name: string) => screen.getByText(name).closest('li') as HTMLElement;

describe('the players of a lobby', () => {
  it('counts the players against the room limit', () => {
    renderCard(lobbyView([slot(1), slot(2), slot(3)], { maxPlayers: 4 }));
    expect(screen.getByText('3/4 players')).toBeInTheDocument();
    expect(screen.getByText('1 free seat')).toBeInTheDocument();
  });

  it('crowns the host with a word, not only an icon', () => {
    renderCard();
    expect(within(slotOf('player 1')).getByText('Host')).toBeInTheDocument();
    expect(within(slotOf('player 2')).queryByText('Host')).not.toBeInTheDocument();
  });

  it('says Ready or Not ready in words', () => {
    renderCard(lobbyView([slot(1), slot(2, { isReady: false })]));
    expect(within(slotOf('player 1')).getByText('Ready')).toBeInTheDocument();
    expect(within(slotOf('player 2')).getByText('Not ready')).toBeInTheDocument();
  });

  it('marks a player whose connection dropped as away', () => {
    renderCard(lobbyView([slot(1), slot(2, { isAway: true })]));
    expect(within(slotOf('player 2')).getByText('away')).toBeInTheDocument();
    expect(within(slotOf('player 1')).queryByText('away')).not.toBeInTheDocument();
  });

  it('marks the viewer’s own slot', () => {
    renderCard(undefined, 'uid-2');
    expect(within(slotOf('player 2')).getByText('(you)')).toBeInTheDocument();
  });

  it('lets the host remove every other player, but not themselves', () => {
    renderCard(lobbyView([slot(1), slot(2), slot(3)]));
    expect(screen.getByRole('button', { name: 'Remove player 2' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove player 3' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove player 1' })).not.toBeInTheDocument();
  });

  it('gives other players no remove buttons', () => {
    renderCard(lobbyView([slot(1), slot(2), slot(3)]), 'uid-2');
    expect(screen.queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();
  });

  it('lets the host hand the crown to another player, after asking', async () => {
    fakeSocket.reset();
    renderCard(lobbyView([slot(1), slot(2), slot(3)]));
    expect(screen.queryByRole('button', { name: 'Make player 1 host' })).not.toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Make player 3 host' }));
    const dialog = await screen.findByRole('dialog', { name: 'Make player 3 host?' });
    await user.click(within(dialog).getByRole('button', { name: 'Make host' }));
    expect(fakeSocket.sentOf('lobby:make-host')).toEqual([{ roomId: 'room-1', targetUid: 'uid-3' }]);
  });

  it('gives other players no crown to hand on', () => {
    renderCard(lobbyView([slot(1), slot(2), slot(3)]), 'uid-2');
    expect(screen.queryByRole('button', { name: /^Make .* host$/ })).not.toBeInTheDocument();
  });

  it('lets the host lock the room, and tells everyone else when it is locked', async () => {
    fakeSocket.reset();
    renderCard(lobbyView([slot(1), slot(2)]));
    const lock = screen.getByRole('button', { name: 'Lock room' });
    expect(lock).toHaveAttribute('aria-pressed', 'false');
    await userEvent.setup().click(lock);
    expect(fakeSocket.sentOf('lobby:lock')).toEqual([{ roomId: 'room-1', locked: true }]);
  });

  it('shows a player the room is locked, without the host’s toggle', () => {
    renderCard(lobbyView([slot(1), slot(2)], { locked: true }), 'uid-2');
    expect(screen.getByText('Locked: nobody new can join.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Lock room' })).not.toBeInTheDocument();
  });
});
