import { LOBBY_ERROR_CODES } from '@npat/protocol';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { toast, Toaster } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeSocket, okAck } from '@/app/testing/fake-socket';
import { lobbyView, slot } from '@/app/testing/lobby-views';
import { StartCard } from './start-card';

vi.mock('@/lib/socket', async () => (await import('@/app/testing/fake-socket')).fakeSocketModule);

function renderCard(slots = [slot(1), slot(2)], me = 'uid-1') {
  const view = lobbyView(slots);
  const mySlot = slots.find((each) => each.uid === me) ?? slots[0]!;
  const onAddCategories = vi.fn();
  const router = createMemoryRouter([
    { path: '/', element: <StartCard view={view} mySlot={mySlot} onAddCategories={onAddCategories} /> },
  ]);
  toast.dismiss();
  render(
    <>
      <RouterProvider router={router} />
      <Toaster />
    </>,
  );
  return { view, onAddCategories };
}

describe('the Start card', () => {
  beforeEach(() => fakeSocket.reset());

  it('lets the host start when 2 players are in and all are ready', async () => {
    const { view } = renderCard();
    fakeSocket.respond(() => okAck(view));
    const start = screen.getByRole('button', { name: 'Start game' });
    expect(start).toBeEnabled();
    expect(screen.getByText('Everyone is ready!')).toBeInTheDocument();
    await userEvent.setup().click(start);
    expect(fakeSocket.sentOf('lobby:start')).toEqual([{ roomId: 'room-1' }]);
  });

  it('keeps Start disabled with one player, and says why', () => {
    renderCard([slot(1)]);
    expect(screen.getByRole('button', { name: 'Start game' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Start game' })).toHaveAccessibleDescription(
      'At least 2 players are needed to start',
    );
  });

  it('keeps Start disabled while someone is not ready, and says why', () => {
    renderCard([slot(1), slot(2, { isReady: false })]);
    expect(screen.getByRole('button', { name: 'Start game' })).toBeDisabled();
    expect(screen.getByText('Every player must be ready to start')).toBeInTheDocument();
  });

  it('shows other players no Start, only that the host starts', () => {
    renderCard(undefined, 'uid-2');
    expect(screen.queryByRole('button', { name: 'Start game' })).not.toBeInTheDocument();
    expect(screen.getByText('You are ready. Waiting for the host to start the game.')).toBeInTheDocument();
  });

  it('asks a player who is not ready for their categories', async () => {
    const { onAddCategories } = renderCard([slot(1), slot(2, { isReady: false })], 'uid-2');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Add your categories' }));
    expect(onAddCategories).toHaveBeenCalledTimes(1);
  });

  it('shows a refusal from the server as a toast', async () => {
    renderCard();
    fakeSocket.respond(() => ({
      ok: false,
      error: { code: LOBBY_ERROR_CODES.notAllReady, message: 'Every player must be ready to start' },
    }));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Start game' }));
    expect(await screen.findByText('Every player must be ready to start')).toBeInTheDocument();
  });
});
