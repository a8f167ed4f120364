import type { LoadGauge, LoadSignal, LoadState } from '../load-gauge.ts';

/** A load signal a test sets by hand: no clock, no real event loop. */
export interface ManualLoad extends LoadSignal {
  set(delayMs: number): void;
  setBusy(share: number): void;
}

export function manualLoad(delayMs = 0): ManualLoad {
  let current = delayMs;
  let busy = 0;
  return {
    delayMs: () => current,
    busyShare: () => busy,
    set(next) {
      current = next;
    },
    setBusy(share) {
      busy = share;
    },
  };
}

/** A delay past any threshold a server could be given. */
const OVERLOADED_MS = 10 ** 9;

/**
 * Brings `gauge` to `state` now: the signal set far past (or to none of) the delay, then read as many
 * times as the hysteresis asks. The server's own timer reads the same signal after, so the state stays.
 */
export function forceLoad(signal: ManualLoad, gauge: LoadGauge, state: LoadState): void {
  signal.set(state === 'full' ? OVERLOADED_MS : 0);
  for (let reads = 0; gauge.state !== state; reads += 1) {
    if (reads === 100) throw new Error(`The gauge did not turn ${state}`);
    gauge.read();
  }
}
