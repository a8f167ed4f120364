import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '@/app/testing/fake-api';
import { lobbyView, slot } from '@/app/testing/lobby-views';
import { renderApp } from '@/app/testing/render-app';

type Listener = (...args: unknown[]) => void;

/** The route's code and words load lazily: under a loaded machine that takes longer than Testing Library's 1 s. */
const LAZY = { timeout: 5000 };

/** The screen's socket as the test plays the server: which room it asked for and its listeners. */
const fake = vi.hoisted(() => ({ rooms: [] as string[], listeners: new Map<string, Listener[]>() }));

vi.mock('./screen-socket', () => ({
  openScreenSocket(roomId: string) {
    fake.rooms.push(roomId);
    return {
      active: true,
      on(event: string, listener: Listener) {
        fake.listeners.set(event, [...(fake.listeners.get(event) ?? []), listener]);
      },
      removeAllListeners: () => fake.listeners.clear(),
      connect() {},
      disconnect() {},
    };
  },
}));

function serverSends(event: string, ...args: unknown[]) {
  act(() => fake.listeners.get(event)?.forEach((listener) => listener(...args)));
}

afterEach(() => {
  vi.unstubAllGlobals();
  fake.rooms = [];
  fake.listeners.clear();
});

describe('the big screen’s route', () => {
  it('shows a room’s screen to a visitor who is not signed in, over the app’s header and footer', async () => {
    fakeApi(null);
    renderApp('/screen/room-1');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Connecting to the room…' }, LAZY),
    ).toBeInTheDocument();
    expect(fake.rooms).toEqual(['room-1']);
    serverSends('connect');
    serverSends('screen:lobby', lobbyView([slot(1, { displayName: 'Ana' })]));

    expect(await screen.findByRole('heading', { level: 1, name: 'Join the game' }, LAZY)).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'QR code to join the room' }, LAZY)).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Big screen · Name Place Animal Thing'), LAZY);
    // The frame under it takes neither the focus nor a screen reader's reading.
    const logo = document.querySelector('a[href="/"]');
    expect(logo?.closest('[inert]')).not.toBeNull();
    expect(screen.getByTestId('big-screen').closest('[inert]')).toBeNull();
  });

  it('follows Play again to the next lobby’s screen', async () => {
    fakeApi(null);
    const router = renderApp('/screen/room-1');
    await screen.findByRole('heading', { level: 1, name: 'Connecting to the room…' }, LAZY);

    serverSends('screen:moved', { roomId: 'room-2' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/screen/room-2'), LAZY);
    await waitFor(() => expect(fake.rooms).toEqual(['room-1', 'room-2']), LAZY);
  });
});
