import { ROOM_ROUTES } from '@npat/protocol';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearProtocolRefusal, reportProtocolRefusal } from '@/lib/protocol-refusal';
import { fakeApi, GUEST, json } from './testing/fake-api';
import { fakeSocket, okAck } from './testing/fake-socket';
import { lobbyView, slot } from './testing/lobby-views';
import { renderApp } from './testing/render-app';
import { reloadIntoNewestRelease } from './updates/newest-release';

vi.mock('@/lib/socket', async () => (await import('./testing/fake-socket')).fakeSocketModule);
vi.mock('./updates/newest-release', () => ({ reloadIntoNewestRelease: vi.fn(async () => {}) }));

const HOST = slot(1, { displayName: 'hippo host' });
const ME = slot(2, { uid: GUEST.uid, displayName: 'zebra queen', isHost: false });

async function openLobby() {
  fakeApi(GUEST, {
    [`GET ${ROOM_ROUTES.access('room-1')}`]: () =>
      json(200, { roomId: 'room-1', phase: 'LOBBY', inSlot: true, canWatch: false }),
  });
  renderApp('/game-room/room-1/lobby');
  await screen.findByText('hippo host');
}

describe('the version screen', () => {
  beforeEach(() => {
    fakeSocket.reset();
    fakeSocket.respond(() => okAck(lobbyView([HOST, ME])));
  });
  afterEach(() => {
    act(() => clearProtocolRefusal());
    vi.unstubAllGlobals();
    vi.mocked(reloadIntoNewestRelease).mockClear();
  });

  it('replaces the room when the server finds this tab too old, and Reload loads the new release', async () => {
    await openLobby();
    act(() => reportProtocolRefusal('client-too-old', vi.fn()));
    const heading = await screen.findByRole('heading', { level: 1, name: 'A new version is here' });
    expect(heading).toHaveFocus();
    expect(screen.getByText(/The game was updated while this page was open/)).toBeInTheDocument();
    expect(screen.queryByText('hippo host')).toBeNull();

    const user = userEvent.setup();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Reload' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(reloadIntoNewestRelease).toHaveBeenCalledOnce();
  });

  it('says the server is being updated when it is the older one, and Try again asks it again', async () => {
    await openLobby();
    const retry = vi.fn();
    act(() => reportProtocolRefusal('server-too-old', retry));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'The server is being updated' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Try again in a minute/)).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledOnce();
    const trying = screen.getByRole('button', { name: 'Trying again…' });
    expect(trying).toHaveAttribute('aria-disabled', 'true');
    await user.click(trying);
    expect(retry).toHaveBeenCalledOnce();

    // Refused once more: the button offers another try.
    act(() => reportProtocolRefusal('server-too-old', retry));
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('gives the room back once a handshake is accepted', async () => {
    await openLobby();
    act(() => reportProtocolRefusal('server-too-old', vi.fn()));
    await screen.findByRole('heading', { name: 'The server is being updated' });
    act(() => clearProtocolRefusal());
    await waitFor(() => expect(screen.getByText('hippo host')).toBeInTheDocument());
  });
});
