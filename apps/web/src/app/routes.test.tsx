import { ROOM_ROUTES, type RoomPhase } from '@npat/protocol';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT, apiError, fakeApi, GUEST, json } from './testing/fake-api';
import { fakeSocket, okAck } from './testing/fake-socket';
import { lobbyView, slot } from './testing/lobby-views';
import { renderApp } from './testing/render-app';

vi.mock('@/lib/socket', async () => (await import('./testing/fake-socket')).fakeSocketModule);

/** The rooms API's answer for room `roomId`: its phase and whether the user holds a slot. */
function room(roomId: string, phase: RoomPhase, inSlot = false) {
  return {
    [`GET ${ROOM_ROUTES.access(roomId)}`]: () => json(200, { roomId, phase, inSlot, canWatch: false }),
  };
}

describe('routes', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('serves the home screen at /', async () => {
    fakeApi();
    renderApp('/');
    expect(await screen.findByRole('tab', { name: 'Guest' })).toBeInTheDocument();
  });

  it('serves the credits screen at /credits', async () => {
    fakeApi();
    renderApp('/credits');
    expect(await screen.findByRole('heading', { level: 1, name: 'CREDITS' })).toBeInTheDocument();
  });

  it('shows the 404 screen, with header and footer, for an unknown path', async () => {
    fakeApi();
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Not found!' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Name Place Animal Thing, home' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Credits' })).toHaveAttribute('href', '/credits');
  });

  it('links Terms and Privacy in the footer to home', async () => {
    fakeApi();
    renderApp('/credits');
    await screen.findByRole('heading', { level: 1, name: 'CREDITS' });
    expect(screen.getByRole('link', { name: 'Terms' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Privacy' })).toHaveAttribute('href', '/');
  });

  it('sends a signed-out visitor of /game-creation home', async () => {
    fakeApi(null);
    const router = renderApp('/game-creation');
    expect(await screen.findByRole('tab', { name: 'Guest' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('shows game creation to a signed-in player, with Logout in the header', async () => {
    fakeApi(GUEST);
    renderApp('/game-creation');
    expect(await screen.findByRole('heading', { name: 'Create a game' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it('keeps a signed-out visitor with a join link home, and sends a lobby visitor there too', async () => {
    fakeApi(null, room('abc', 'LOBBY'));
    const router = renderApp('/game-room/abc/lobby');
    expect(await screen.findByText(/Sign in or play as a guest to join/)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.location.search).toBe('?jc=abc');
  });

  it('shows the error screen with a Retry when the server cannot be reached', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    renderApp('/');
    expect(await screen.findByRole('heading', { name: 'An error occurred!' })).toBeInTheDocument();
    expect(
      screen.getByText('Could not reach the server. Check your connection and try again.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});

describe('room routes', () => {
  beforeEach(() => fakeSocket.reset());
  afterEach(() => vi.unstubAllGlobals());

  it('sends a signed-in player with a join link on to the lobby, which joins the room', async () => {
    fakeApi(ACCOUNT, room('abc', 'LOBBY'));
    fakeSocket.respond(() =>
      okAck(lobbyView([slot(1), slot(2, { uid: ACCOUNT.uid, displayName: 'Ada' })], { roomId: 'abc' })),
    );
    const router = renderApp('/?jc=abc');
    expect(await screen.findByRole('heading', { level: 1, name: 'Lobby' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/game-room/abc/lobby');
    // The heading comes first; the live lobby then joins the room.
    await waitFor(() => expect(fakeSocket.sentOf('lobby:join')).toContainEqual({ roomId: 'abc' }));
  });

  it('shows the lobby heading over the skeleton until the live state arrives', async () => {
    fakeApi(GUEST, room('abc', 'LOBBY'));
    fakeSocket.respond(() => new Promise(() => {}));
    renderApp('/game-room/abc/lobby');
    expect(await screen.findByRole('status')).toHaveTextContent('Loading…');
    // The words come at once; what needs the live state (here the Leave button) waits for it.
    expect(screen.getByRole('heading', { level: 1, name: 'Lobby' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Leave' })).not.toBeInTheDocument();
  });

  it.each(['lobby', 'game', 'scoring', 'result'])(
    'sends everyone home from the %s of a completed game',
    async (screenName) => {
      fakeApi(GUEST, room('abc', 'GAME-COMPLETED', true));
      const router = renderApp(`/game-room/abc/${screenName}`);
      expect(await screen.findByRole('button', { name: 'Start' })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/');
      expect(router.state.location.search).toBe('');
    },
  );

  it('shows a started game to a player who holds a slot', async () => {
    fakeApi(GUEST, room('abc', 'ANSWERING', true));
    const router = renderApp('/game-room/abc/game');
    expect(await screen.findByRole('status')).toHaveTextContent('Loading…');
    expect(router.state.location.pathname).toBe('/game-room/abc/game');
  });

  it('sends a player without a slot home from a started game', async () => {
    fakeApi(GUEST, room('abc', 'ANSWERING', false));
    const router = renderApp('/game-room/abc/game');
    expect(await screen.findByRole('button', { name: 'Start' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('sends a visitor of a room that does not exist home', async () => {
    fakeApi(GUEST, {
      [`GET ${ROOM_ROUTES.access('nope')}`]: () => apiError(404, 'not-found', 'This room does not exist'),
    });
    const router = renderApp('/game-room/nope/lobby');
    expect(await screen.findByRole('button', { name: 'Start' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it.each(['/game-room/abc/whatever', '/game-room/abc', '/game-room/abc/lobby/more'])(
    'sends %s home without asking about the room',
    async (path) => {
      const { fetchMock } = fakeApi(GUEST);
      const router = renderApp(path);
      expect(await screen.findByRole('button', { name: 'Start' })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/');
      expect(fetchMock.mock.calls.map(([input]) => String(input))).not.toContain(ROOM_ROUTES.access('abc'));
    },
  );

  it('moves everyone in the lobby on to the game once the host started it', async () => {
    fakeApi(GUEST, room('abc', 'LOBBY', true));
    const view = lobbyView([slot(1), slot(2, { uid: GUEST.uid })], { roomId: 'abc' });
    // The game's join stays unanswered: only where the player is sent matters here.
    fakeSocket.respond(({ event }) => (event === 'lobby:join' ? okAck(view) : new Promise(() => {})));
    const router = renderApp('/game-room/abc/lobby');
    // The live lobby, which follows the room's state, is in once its Leave button is.
    await screen.findByRole('button', { name: 'Leave' });
    fakeApi(GUEST, room('abc', 'ROUND_STARTING', true));
    fakeSocket.serverEmit('lobby:state', { ...view, phase: 'ROUND_STARTING', version: 2 });
    await waitFor(() => expect(router.state.location.pathname).toBe('/game-room/abc/game'));
  });
});
