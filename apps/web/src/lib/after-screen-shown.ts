import { startTransition, useEffect, useState } from 'react';

/**
 * Value of the `elementtiming` attribute a screen puts on its heading's words, so code that should not compete
 * with them waits until they are on screen (Element Timing reports when they were presented, which comes
 * after the frame that painted them).
 */
export const SCREEN_HEADING_TIMING = 'screen-heading';

/** Longest wait for the heading's report: a hidden tab paints nothing, and the report may never come. */
const MAX_WAIT_MS = 1000;

/**
 * Runs `callback` once the browser has painted the frame being prepared; returns a cancel. A frame callback
 * runs before its paint, and a task queued from it runs after.
 */
export function afterNextPaint(callback: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => (timer = setTimeout(callback, 0)));
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/**
 * Runs `callback` once the screen is on screen: after the next paint and, where the screen marks its heading
 * (SCREEN_HEADING_TIMING) and the browser reports Element Timing, once that heading has been presented.
 * Returns a cancel.
 */
export function afterScreenShown(callback: () => void): () => void {
  let cancelWait = () => {};
  const cancelPaint = afterNextPaint(() => {
    const marked = document.querySelector(`[elementtiming="${SCREEN_HEADING_TIMING}"]`) !== null;
    if (marked && PerformanceObserver.supportedEntryTypes?.includes('element')) {
      cancelWait = whenHeadingPresented(callback);
    } else {
      callback();
    }
  });
  return () => {
    cancelPaint();
    cancelWait();
  };
}

function whenHeadingPresented(callback: () => void): () => void {
  let settled = false;
  const settle = (run: boolean) => {
    if (settled) return;
    settled = true;
    observer.disconnect();
    clearTimeout(timer);
    if (run) callback();
  };
  const observer = new PerformanceObserver((list) => {
    const entries = list.getEntries() as (PerformanceEntry & { identifier?: string })[];
    if (entries.some((entry) => entry.identifier === SCREEN_HEADING_TIMING)) settle(true);
  });
  // Buffered: the heading may have been reported before this observer existed.
  observer.observe({ type: 'element', buffered: true });
  const timer = setTimeout(() => settle(true), MAX_WAIT_MS);
  return () => settle(false);
}

/**
 * False on the first render, true once the screen is on screen (afterScreenShown): for a lazy part fetched
 * only after the words above it are shown. The switch is a transition, so a Suspense boundary around that
 * part keeps showing what it showed until the part is ready, rather than replacing it with its fallback.
 */
export function useAfterScreenShown(): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (shown) return;
    return afterScreenShown(() => startTransition(() => setShown(true)));
  }, [shown]);
  return shown;
}
