import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lobbyView, slot } from '@/app/testing/lobby-views';
import { newGame } from '@/app/testing/game-views';
import { serverNow } from '@/lib/clock';
import { resetIncomingReports } from '@/lib/incoming';
import type { ScreenSocket } from './screen-socket';
import { screenView } from './testing/screen-views';
import { SCREEN_RETRY_MS, useScreenFeed } from './use-screen-feed';

type Listener = (...args: never[]) => void;

/** A stand-in for the screen's socket.io connection: the test plays the server with `emit`. */
class FakeScreenSocket {
  active = true;
  connects = 0;
  disconnected = false;
  private readonly listeners = new Map<string, Set<Listener>>();
  on(event: string, listener: Listener) {
    if (!this.listeners.has(event)) this.listeners.set(event, new Set());
    this.listeners.get(event)!.add(listener);
    return this;
  }
  removeAllListeners() {
    this.listeners.clear();
    return this;
  }
  connect() {
    this.connects += 1;
    return this;
  }
  disconnect() {
    this.disconnected = true;
    return this;
  }
  emit(event: string, ...args: unknown[]) {
    for (const listener of this.listeners.get(event) ?? []) (listener as (...a: unknown[]) => void)(...args);
  }
}

function follow(roomId = 'room-1') {
  const socket = new FakeScreenSocket();
  const opened: string[] = [];
  const open = (id: string) => {
    opened.push(id);
    return socket as unknown as ScreenSocket;
  };
  let path = '';
  function Path({ children }: { children: ReactNode }) {
    path = useLocation().pathname;
    return children;
  }
  const wrapper = ({ children }: { children: ReactNode }) => (
    <RouterProvider
      router={createMemoryRouter([{ path: '*', element: <Path>{children}</Path> }], {
        initialEntries: [`/screen/${roomId}`],
      })}
    />
  );
  const hook = renderHook(() => useScreenFeed(roomId, open), { wrapper });
  return { socket, opened, hook, path: () => path };
}

afterEach(() => {
  vi.useRealTimers();
  resetIncomingReports();
});

describe('the big screen’s feed', () => {
  it('keeps the newest view of the room by its version, lobby or game', () => {
    const { socket, opened, hook } = follow();
    expect(opened).toEqual(['room-1']);
    act(() => socket.emit('connect'));
    expect(hook.result.current).toEqual({ shown: null, refusal: null, connected: true });

    const lobby = lobbyView([slot(1)], { version: 4 });
    act(() => socket.emit('screen:lobby', lobby));
    expect(hook.result.current.shown).toEqual({ kind: 'lobby', view: lobby });

    const game = screenView(newGame(), 1_700_000_000_000, 6);
    act(() => socket.emit('screen:game', game));
    expect(hook.result.current.shown).toEqual({ kind: 'game', view: game });

    // Older messages, and the current view again after a reconnect, change nothing.
    act(() => socket.emit('screen:lobby', lobbyView([slot(1)], { version: 5 })));
    act(() => socket.emit('screen:game', game));
    expect(hook.result.current.shown).toEqual({ kind: 'game', view: game });
  });

  it('counts on the server’s clock from a game view’s serverNow', () => {
    const { socket } = follow();
    const sent = screenView(newGame(), Date.now() + 90_000, 2);
    act(() => socket.emit('screen:game', sent));
    expect(Math.abs(serverNow() - Date.now() - 90_000)).toBeLessThan(1000);
  });

  it('drops what is not a view of this room', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { socket, hook } = follow();
    act(() => socket.emit('screen:lobby', lobbyView([slot(1)], { roomId: 'room-2', version: 9 })));
    act(() => socket.emit('screen:game', { phase: 'ANSWERING' }));
    expect(hook.result.current.shown).toBeNull();
  });

  it('shows the refusal the server names, and asks again when it may pass', () => {
    vi.useFakeTimers();
    const { socket, hook } = follow();
    socket.active = false;
    act(() => socket.emit('connect_error', new Error('no-big-screen')));
    expect(hook.result.current).toMatchObject({ refusal: 'no-big-screen', connected: false });

    act(() => vi.advanceTimersByTime(SCREEN_RETRY_MS));
    expect(socket.connects).toBe(1);
    act(() => socket.emit('connect'));
    expect(hook.result.current).toMatchObject({ refusal: null, connected: true });
  });

  it('does not ask again for a room that does not exist, and counts an unknown refusal as the server’s trouble', () => {
    vi.useFakeTimers();
    const { socket, hook } = follow();
    socket.active = false;
    act(() => socket.emit('connect_error', new Error('room-not-found')));
    act(() => vi.advanceTimersByTime(SCREEN_RETRY_MS * 3));
    expect(hook.result.current.refusal).toBe('room-not-found');
    expect(socket.connects).toBe(0);

    act(() => socket.emit('connect_error', new Error('xhr poll error')));
    expect(hook.result.current.refusal).toBe('internal-error');
  });

  it('leaves a lost network to socket.io, and says the connection is down meanwhile', () => {
    const { socket, hook } = follow();
    act(() => socket.emit('connect'));
    act(() => socket.emit('disconnect', 'transport close'));
    act(() => socket.emit('connect_error', new Error('websocket error')));
    expect(hook.result.current).toMatchObject({ refusal: null, connected: false });
  });

  it('follows Play again to the next lobby’s big screen', () => {
    const { socket, path } = follow();
    act(() => socket.emit('screen:moved', { roomId: 'room-2' }));
    expect(path()).toBe('/screen/room-2');
  });

  it('closes its connection when the screen goes', () => {
    const { socket, hook } = follow();
    hook.unmount();
    expect(socket.disconnected).toBe(true);
  });
});
