import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  afterNextPaint,
  afterScreenShown,
  SCREEN_HEADING_TIMING,
  useAfterScreenShown,
} from './after-screen-shown';

function Probe() {
  return <p>{useAfterScreenShown() ? 'shown' : 'first'}</p>;
}

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('useAfterScreenShown', () => {
  it('is false on the first render and true after the next frame', async () => {
    render(<Probe />);
    expect(screen.getByText('first')).toBeInTheDocument();
    expect(await screen.findByText('shown')).toBeInTheDocument();
  });
});

describe('afterNextPaint', () => {
  it('runs the callback after the next frame, not before', async () => {
    const callback = vi.fn();
    afterNextPaint(callback);
    expect(callback).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(callback).toHaveBeenCalledOnce());
  });

  it('never runs a cancelled callback', async () => {
    const callback = vi.fn();
    afterNextPaint(callback)();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(callback).not.toHaveBeenCalled();
  });
});

describe('afterScreenShown', () => {
  /** A browser that reports Element Timing, whose report is sent with `report()`. */
  function withElementTiming() {
    let notify: ((list: { getEntries: () => unknown[] }) => void) | undefined;
    class FakeObserver {
      static supportedEntryTypes = ['element'];
      constructor(callback: typeof notify) {
        notify = callback;
      }
      observe() {}
      disconnect() {}
    }
    vi.stubGlobal('PerformanceObserver', FakeObserver);
    return (identifier: string) => notify?.({ getEntries: () => [{ identifier }] });
  }

  afterEach(() => vi.unstubAllGlobals());

  it('waits for the marked heading to be reported as presented', async () => {
    const report = withElementTiming();
    document.body.innerHTML = `<p elementtiming="${SCREEN_HEADING_TIMING}">Lobby</p>`;
    const callback = vi.fn();
    afterScreenShown(callback);
    await new Promise((resolve) => setTimeout(resolve, 50));
    report('something-else');
    expect(callback).not.toHaveBeenCalled();
    report(SCREEN_HEADING_TIMING);
    expect(callback).toHaveBeenCalledOnce();
  });

  it('goes on after a second when the report never comes', async () => {
    withElementTiming();
    document.body.innerHTML = `<p elementtiming="${SCREEN_HEADING_TIMING}">Lobby</p>`;
    const callback = vi.fn();
    afterScreenShown(callback);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(callback).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(callback).toHaveBeenCalledOnce(), { timeout: 2000 });
  });

  it('goes on after the next paint on a screen without a marked heading', async () => {
    withElementTiming();
    const callback = vi.fn();
    afterScreenShown(callback);
    await vi.waitFor(() => expect(callback).toHaveBeenCalledOnce());
  });
});
