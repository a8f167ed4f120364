import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reloadIntoNewestRelease } from './newest-release';

/** A service worker as far as the reload uses it: its state, its statechange listeners, its messages. */
class FakeWorker extends EventTarget {
  readonly postMessage = vi.fn();
  constructor(public state: ServiceWorkerState) {
    super();
  }
  become(state: ServiceWorkerState) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

const reload = vi.fn();
const container = new EventTarget() as EventTarget & { getRegistration: () => Promise<unknown> };

function serveWith(registration: Record<string, unknown> | undefined) {
  container.getRegistration = async () => registration;
  Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });
}

describe('reloading into the newest release', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('location', { ...window.location, reload });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    reload.mockClear();
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });

  it('reloads at once when no service worker serves the page', async () => {
    serveWith(undefined);
    await reloadIntoNewestRelease();
    expect(reload).toHaveBeenCalledOnce();
  });

  it('reloads at once when the server has no newer worker than the one serving the page', async () => {
    const update = vi.fn(async () => {});
    serveWith({ active: new FakeWorker('activated'), installing: null, waiting: null, update });
    await reloadIntoNewestRelease();
    expect(update).toHaveBeenCalledOnce();
    expect(reload).toHaveBeenCalledOnce();
  });

  it('lets the new worker take over once installed, and reloads when it controls the page', async () => {
    const incoming = new FakeWorker('installing');
    serveWith({
      active: new FakeWorker('activated'),
      installing: incoming,
      waiting: null,
      update: async () => {},
    });
    const done = reloadIntoNewestRelease();
    await Promise.resolve();
    expect(incoming.postMessage).not.toHaveBeenCalled();
    incoming.become('installed');
    await done;
    expect(incoming.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
    expect(reload).not.toHaveBeenCalled();
    container.dispatchEvent(new Event('controllerchange'));
    expect(reload).toHaveBeenCalledOnce();
  });

  it('reloads anyway when the new worker never takes over (it failed to install)', async () => {
    const incoming = new FakeWorker('redundant');
    serveWith({
      active: new FakeWorker('activated'),
      installing: null,
      waiting: incoming,
      update: async () => {},
    });
    await reloadIntoNewestRelease();
    expect(reload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(5000);
    expect(reload).toHaveBeenCalledOnce();
  });
});
