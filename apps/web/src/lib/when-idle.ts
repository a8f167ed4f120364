/**
 * Runs `work` when the browser is idle, or after `timeoutMs` at the latest; returns the cancel. Used to fetch
 * code the next step needs without competing with the first screen.
 */
export function whenIdle(work: () => void, timeoutMs = 2000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(work, { timeout: timeoutMs });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(work, timeoutMs);
  return () => clearTimeout(handle);
}
