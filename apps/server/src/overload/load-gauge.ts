/** Where the gauge reads how late the event loop runs; the server's is the real loop, tests pass their own. */
export interface LoadSignal {
  /** How late the event loop ran over the window since the last read, in milliseconds. */
  delayMs(): number;
}

/** `full`: the node takes no new rooms and no new players, while its running games go on. */
export type LoadState = 'accepting' | 'full';

export interface LoadGaugeOptions {
  /** A delay past this turns the gauge full (OVERLOAD_DELAY_MS). */
  readonly thresholdMs: number;
  /** Reads in a row past the threshold before the gauge turns full. */
  readonly fullAfterReads?: number;
  /** Reads in a row under half the threshold before a full gauge accepts again. */
  readonly acceptAfterReads?: number;
}

/** With reads every half second (overload-watch.ts): full after a second of delay, open after five calm ones. */
export const FULL_AFTER_READS = 2;
export const ACCEPT_AFTER_READS = 10;

export interface LoadGauge {
  readonly state: LoadState;
  /** Reads the signal once and returns the state it leads to. */
  read(): LoadState;
}

/**
 * How loaded the node is, with hysteresis: one slow moment (a garbage collection, a burst of joins) must
 * not refuse anyone, and a node that has just drained must not take a rush of rooms at once and flap.
 * So the gauge turns full only when the delay stayed past the threshold for a few reads, and accepts
 * again only once it stayed well under it (half) for longer. Pure apart from the signal: tests drive it
 * read by read, without waiting.
 */
export function createLoadGauge(signal: LoadSignal, options: LoadGaugeOptions): LoadGauge {
  const fullAfter = options.fullAfterReads ?? FULL_AFTER_READS;
  const acceptAfter = options.acceptAfterReads ?? ACCEPT_AFTER_READS;
  const calmBelowMs = options.thresholdMs / 2;
  let state: LoadState = 'accepting';
  // Reads in a row that point the other way than the state; any other read starts the count again.
  let against = 0;

  return {
    get state() {
      return state;
    },
    read() {
      const delay = signal.delayMs();
      const pointsAway = state === 'accepting' ? delay > options.thresholdMs : delay < calmBelowMs;
      against = pointsAway ? against + 1 : 0;
      if (against >= (state === 'accepting' ? fullAfter : acceptAfter)) {
        state = state === 'accepting' ? 'full' : 'accepting';
        against = 0;
      }
      return state;
    },
  };
}
