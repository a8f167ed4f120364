import { act, render, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useWakeLock } from './use-wake-lock';

type FakeSentinel = { released: boolean; release: ReturnType<typeof vi.fn> };

/** A browser with the Screen Wake Lock API: every request gives a new lock whose release is a spy. */
function fakeWakeLock(request?: () => Promise<FakeSentinel>) {
  const locks: FakeSentinel[] = [];
  const wakeLock = {
    request: vi.fn(
      request ??
        (async () => {
          const lock: FakeSentinel = {
            released: false,
            release: vi.fn(async () => {
              lock.released = true;
            }),
          };
          locks.push(lock);
          return lock;
        }),
    ),
  };
  Object.defineProperty(navigator, 'wakeLock', { value: wakeLock, configurable: true });
  return { request: wakeLock.request, locks };
}

let visibility: DocumentVisibilityState = 'visible';

/** Hides or shows the tab, as switching apps on a phone does. */
function showTab(visible: boolean) {
  visibility = visible ? 'visible' : 'hidden';
  Object.defineProperty(document, 'visibilityState', { get: () => visibility, configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}

function GameScreen() {
  useWakeLock(true);
  return null;
}

function ScoringScreen() {
  useWakeLock(true);
  return null;
}

/** Two screens that each keep the screen awake, one replacing the other as the route changes. */
function Route({ screen }: { screen: 'game' | 'scoring' }) {
  return screen === 'game' ? <GameScreen /> : <ScoringScreen />;
}

/** Lets the lock's promises and the deferred release run. */
const settle = () => act(async () => {});

afterEach(() => {
  Reflect.deleteProperty(navigator, 'wakeLock');
  Reflect.deleteProperty(document, 'visibilityState');
  visibility = 'visible';
});

describe('useWakeLock', () => {
  it('keeps the screen awake while active and lets go when no longer active', async () => {
    const { request, locks } = fakeWakeLock();
    const { rerender, unmount } = renderHook(({ active }) => useWakeLock(active), {
      initialProps: { active: false },
    });
    await settle();
    expect(request).not.toHaveBeenCalled();

    rerender({ active: true });
    await settle();
    expect(request).toHaveBeenCalledExactlyOnceWith('screen');

    rerender({ active: false });
    await settle();
    expect(locks[0]?.release).toHaveBeenCalledOnce();
    unmount();
  });

  it('lets go when the screen goes', async () => {
    const { locks } = fakeWakeLock();
    const { unmount } = renderHook(() => useWakeLock(true));
    await settle();
    unmount();
    await settle();
    expect(locks).toHaveLength(1);
    expect(locks[0]?.release).toHaveBeenCalledOnce();
  });

  it('takes the lock again when the tab is shown after the browser let go of it', async () => {
    const { request, locks } = fakeWakeLock();
    const { unmount } = renderHook(() => useWakeLock(true));
    await settle();
    // Hiding the tab releases the lock (the browser does it, not the page).
    locks[0]!.released = true;
    showTab(false);
    await settle();
    expect(request).toHaveBeenCalledOnce();

    showTab(true);
    await settle();
    expect(request).toHaveBeenCalledTimes(2);
    unmount();
    await settle();
    expect(locks[1]?.release).toHaveBeenCalledOnce();
  });

  it('does not ask again when shown while it still holds the lock, nor after it let go', async () => {
    const { request } = fakeWakeLock();
    const { unmount } = renderHook(() => useWakeLock(true));
    await settle();
    showTab(true);
    await settle();
    expect(request).toHaveBeenCalledOnce();
    unmount();
    await settle();
    showTab(false);
    showTab(true);
    await settle();
    expect(request).toHaveBeenCalledOnce();
  });

  it('keeps one lock while one screen hands over to the next', async () => {
    const { request, locks } = fakeWakeLock();
    const { rerender, unmount } = render(<Route screen="game" />);
    await settle();
    rerender(<Route screen="scoring" />);
    await settle();
    expect(request).toHaveBeenCalledOnce();
    expect(locks[0]?.release).not.toHaveBeenCalled();
    unmount();
    await settle();
    expect(locks[0]?.release).toHaveBeenCalledOnce();
  });

  it('does nothing, and does not throw, where the API is missing or the browser refuses', async () => {
    const missing = renderHook(() => useWakeLock(true));
    await settle();
    missing.unmount();

    const { request } = fakeWakeLock(() =>
      Promise.reject(new DOMException('Low battery', 'NotAllowedError')),
    );
    const refused = renderHook(() => useWakeLock(true));
    await settle();
    expect(request).toHaveBeenCalledOnce();
    refused.unmount();
    await settle();
  });
});
