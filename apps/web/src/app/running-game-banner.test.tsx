import { ROOM_ROUTES } from '@npat/protocol';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT, fakeApi, json } from './testing/fake-api';
import { renderApp } from './testing/render-app';

vi.mock('@/lib/socket', async () => (await import('./testing/fake-socket')).fakeSocketModule);

const RUNNING = `GET ${ROOM_ROUTES.runningGame}`;
const askedFor = (fetchMock: ReturnType<typeof fakeApi>['fetchMock']) =>
  fetchMock.mock.calls.filter(([input]) => String(input) === ROOM_ROUTES.runningGame).length;

describe('the way back to a running game', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('offers a signed-in player their running game on any page, and Rejoin takes them there', async () => {
    fakeApi(ACCOUNT, {
      [RUNNING]: () => json(200, { game: { roomId: 'room-7', round: 2, rounds: 3 } }),
      [`GET ${ROOM_ROUTES.access('room-7')}`]: () =>
        json(200, { roomId: 'room-7', phase: 'ANSWERING', inSlot: true, canWatch: false }),
    });
    const router = renderApp('/credits');
    const banner = await screen.findByRole('region', { name: 'Your game is still on' });
    expect(banner).toHaveTextContent('Round 2 of 3: the others are playing.');
    await userEvent.setup().click(screen.getByRole('link', { name: 'Rejoin' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/game-room/room-7/game'));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Your game is still on' })).toBeNull());
  });

  it('shows nothing when the player has no running game', async () => {
    const { fetchMock } = fakeApi(ACCOUNT, { [RUNNING]: () => json(200, { game: null }) });
    renderApp('/credits');
    await waitFor(() => expect(askedFor(fetchMock)).toBe(1));
    expect(screen.queryByRole('region', { name: 'Your game is still on' })).toBeNull();
  });

  it('never asks for a signed-out visitor', async () => {
    const { fetchMock } = fakeApi(null);
    renderApp('/credits');
    expect(await screen.findByRole('heading', { level: 1, name: 'CREDITS' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(askedFor(fetchMock)).toBe(0);
  });
});
