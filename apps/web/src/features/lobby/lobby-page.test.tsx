import { LOBBY_ERROR_CODES, LOBBY_ERRORS, ROOM_ROUTES, type LobbyAck } from '@npat/protocol';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, GUEST, json } from '@/app/testing/fake-api';
import { fakeSocket, okAck } from '@/app/testing/fake-socket';
import { lobbyView, slot } from '@/app/testing/lobby-views';
import { renderApp } from '@/app/testing/render-app';

vi.mock('@/lib/socket', async () => (await import('@/app/testing/fake-socket')).fakeSocketModule);

const ME = slot(2, { uid: GUEST.uid, displayName: 'zebra queen', isHost: false, isReady: false });
const HOST = slot(1, { displayName: 'hippo host' });
const VIEW = lobbyView([HOST, ME]);

function openLobby() {
  fakeApi(GUEST, {
    [`GET ${ROOM_ROUTES.access('room-1')}`]: () =>
      json(200, { roomId: 'room-1', phase: 'LOBBY', inSlot: true, canWatch: false }),
  });
  return renderApp('/game-room/room-1/lobby');
}

const playerNames = () => screen.getAllByTestId('player-slot').map((item) => item.textContent);

describe('the live lobby', () => {
  beforeEach(() => {
    fakeSocket.reset();
    fakeSocket.respond(() => okAck(VIEW));
  });
  afterEach(() => vi.unstubAllGlobals());

  it('joins the room on arrival and shows the snapshot the ack carries', async () => {
    openLobby();
    expect(await screen.findByText('hippo host')).toBeInTheDocument();
    expect(fakeSocket.sentOf('lobby:join')).toEqual([{ roomId: 'room-1' }]);
    expect(screen.getByTestId('player-count')).toHaveTextContent('2/10 players');
  });

  it('renders every lobby:state as it is', async () => {
    openLobby();
    await screen.findByText('hippo host');
    const friend = slot(3, { displayName: 'new friend' });
    fakeSocket.serverEmit('lobby:state', lobbyView([HOST, ME, friend], { version: 2 }));
    expect(await screen.findByText('new friend')).toBeInTheDocument();
    expect(screen.getByTestId('player-count')).toHaveTextContent('3/10 players');
  });

  it('drops a lobby:state older than the one it shows, which another node sent late', async () => {
    const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    fakeSocket.respond(() => okAck(lobbyView([HOST, ME], { version: 5 })));
    openLobby();
    await screen.findByText('hippo host');
    const old = slot(3, { displayName: 'old friend' });
    fakeSocket.serverEmit('lobby:state', lobbyView([HOST, ME, old], { version: 4 }));
    await later(20);
    expect(screen.queryByText('old friend')).toBeNull();

    const friend = slot(3, { displayName: 'new friend' });
    fakeSocket.serverEmit('lobby:state', lobbyView([HOST, ME, friend], { version: 7 }));
    expect(await screen.findByText('new friend')).toBeInTheDocument();
    fakeSocket.serverEmit('lobby:state', lobbyView([HOST, ME, old], { version: 6 }));
    await later(20);
    expect(screen.queryByText('old friend')).toBeNull();
    expect(screen.getByText('new friend')).toBeInTheDocument();
  });

  it('shows a lobby:state that overtook the join’s ack when it is newer than the ack', async () => {
    let answerJoin: (ack: LobbyAck) => void = () => {};
    fakeSocket.respond(() => new Promise((resolve) => (answerJoin = resolve)));
    openLobby();
    await waitFor(() => expect(fakeSocket.sentOf('lobby:join')).toHaveLength(1));
    // Someone joined on another node right after us: that broadcast comes before our own ack.
    const friend = slot(3, { displayName: 'new friend' });
    fakeSocket.serverEmit('lobby:state', lobbyView([HOST, ME, friend], { version: 6 }));
    answerJoin(okAck(lobbyView([HOST, ME], { version: 5 })));
    expect(await screen.findByText('new friend')).toBeInTheDocument();
  });

  it('shows a lobby:state that seats the player while its join is still unanswered', async () => {
    // The ack is late (a slow commit) or lost (socket.io drops it on a timeout or a dropped connection).
    fakeSocket.respond(() => new Promise<LobbyAck>(() => {}));
    openLobby();
    await waitFor(() => expect(fakeSocket.sentOf('lobby:join')).toHaveLength(1));
    const friend = slot(3, { displayName: 'new friend' });
    fakeSocket.serverEmit('lobby:state', lobbyView([HOST, ME, friend], { version: 6 }));
    expect(await screen.findByText('new friend')).toBeInTheDocument();
    expect(screen.getByTestId('player-count')).toHaveTextContent('3/10 players');
  });

  it('ignores a lobby:state that is not a valid lobby, or belongs to another room', async () => {
    openLobby();
    await screen.findByText('hippo host');
    fakeSocket.serverEmitMalformed('lobby:state', { ...VIEW, slots: 'nonsense' });
    fakeSocket.serverEmit('lobby:state', lobbyView([HOST, ME, slot(3)], { roomId: 'room-2' }));
    expect(playerNames()).toHaveLength(2);
  });

  it('joins again on every reconnect and rebuilds from the full snapshot', async () => {
    openLobby();
    await screen.findByText('hippo host');
    fakeSocket.respond(() => okAck(lobbyView([{ ...HOST, isAway: true }, ME], { version: 2 })));
    fakeSocket.serverEmit('connect');
    expect(await screen.findByText('away')).toBeInTheDocument();
    expect(fakeSocket.sentOf('lobby:join')).toHaveLength(2);
  });

  it('says who the new host is when the host leaves, and tells the new host what they can do', async () => {
    openLobby();
    await screen.findByText('hippo host');
    fakeSocket.serverEmit('lobby:state', lobbyView([{ ...ME, isHost: true }], { version: 2 }));
    expect(
      await screen.findByText('You are now the host: you can change the settings and start the game.'),
    ).toBeInTheDocument();
  });

  it('keeps a player whose Leave got no answer in the room, with the delete-failure message', async () => {
    const router = openLobby();
    await screen.findByText('hippo host');
    fakeSocket.respond((intent) =>
      intent.event === 'lobby:leave' ? Promise.reject(new Error('operation has timed out')) : okAck(VIEW),
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Leave' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Leave room' }));
    expect(await screen.findByText('There was an error handling your request')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/game-room/room-1/lobby');
  });

  it('sends a removed player home with the reason', async () => {
    const router = openLobby();
    await screen.findByText('hippo host');
    fakeSocket.serverEmit('lobby:kicked', { roomId: 'room-1' });
    expect(await screen.findByText('The host removed you from this room')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('goes home with the reason when the room refuses the join', async () => {
    fakeSocket.respond(() => ({
      ok: false,
      error: { code: LOBBY_ERROR_CODES.roomFull, message: 'This room is full' },
    }));
    const router = openLobby();
    expect(await screen.findByText('This room is full')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('stays and offers to try again when the server refuses the join as one intent too many', async () => {
    const rateLimited = { code: LOBBY_ERROR_CODES.rateLimited, message: LOBBY_ERRORS.rateLimited };
    fakeSocket.respond(() => ({ ok: false, error: rateLimited }));
    const router = openLobby();
    expect(await screen.findByText(rateLimited.message)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/game-room/room-1/lobby');
    fakeSocket.respond(() => okAck(VIEW));
    screen.getByRole('button', { name: 'Try again' }).click();
    expect(await screen.findByText('hippo host')).toBeInTheDocument();
  });

  it('offers to try again when the join gets no answer', async () => {
    fakeSocket.respond(() => {
      throw new Error('operation has timed out');
    });
    openLobby();
    expect(await screen.findByText('The server did not answer in time.')).toBeInTheDocument();
    fakeSocket.respond(() => okAck(VIEW));
    screen.getByRole('button', { name: 'Try again' }).click();
    expect(await screen.findByText('hippo host')).toBeInTheDocument();
  });

  it('goes home when the player is no longer in any slot', async () => {
    const router = openLobby();
    await screen.findByText('hippo host');
    fakeSocket.serverEmit('lobby:state', lobbyView([HOST], { version: 2 }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
