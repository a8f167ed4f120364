/** Where the gauge reads how late the event loop runs; the server's is the real loop, tests pass their own. */
export interface LoadSignal {
  /** How late the event loop ran over the window since the last read, in milliseconds. */
  delayMs(): number;
  /** The share (0–1) of the window since the last read the event loop was busy; none: not measured. */
  busyShare?(): number;
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
  /** A busy share of the loop past this, averaged over BUSY_WINDOW_READS, turns the gauge full too. */
  readonly busyShare?: number;
}

/**
 * The loop's busy share, averaged over this many reads (five seconds), past which the node is full: a
 * loop busy 85 % of the time has no room for the games that start now and load it a few seconds later,
 * while its delay still looks fine. A full gauge accepts again once the average fell 15 points under it.
 */
export const BUSY_WINDOW_READS = 10;
export const DEFAULT_BUSY_SHARE = 0.85;
const BUSY_CALM_MARGIN = 0.15;

/**
 * The same average past which the node is busy, though far from full: it then sends less of what can
 * wait, its rooms' progress (decision 044). It is calm again once the average fell under CALM_BELOW_SHARE,
 * so a node near the line does not switch at every read.
 */
export const BUSY_ABOVE_SHARE = 0.5;
export const CALM_BELOW_SHARE = 0.35;

/** With reads every half second (overload-watch.ts): full after a second of delay, open after five calm ones. */
export const FULL_AFTER_READS = 2;
export const ACCEPT_AFTER_READS = 10;

export interface LoadGauge {
  readonly state: LoadState;
  /** True while the loop was busy most of the last seconds (BUSY_ABOVE_SHARE), and whenever the node is full. */
  readonly busy: boolean;
  /** Reads the signal once and returns the state it leads to. */
  read(): LoadState;
}

/**
 * How loaded the node is, with hysteresis: one slow moment (a garbage collection, a burst of joins) must
 * not refuse anyone, and a node that has just drained must not take a rush of rooms at once and flap.
 * So the gauge turns full only when the delay stayed past the threshold for a few reads, and accepts
 * again only once it stayed well under it (half) for longer. A loop that is busy most of the time (its
 * average busy share past `busyShare`) is full too, before its delay grows. Long before that, the same
 * average makes the gauge `busy` (BUSY_ABOVE_SHARE), which sends newcomers nowhere but lets the node
 * send less of what can wait. Pure apart from the signal: tests drive it read by read, without waiting.
 */
export function createLoadGauge(signal: LoadSignal, options: LoadGaugeOptions): LoadGauge {
  const fullAfter = options.fullAfterReads ?? FULL_AFTER_READS;
  const acceptAfter = options.acceptAfterReads ?? ACCEPT_AFTER_READS;
  const calmBelowMs = options.thresholdMs / 2;
  const busyLimit = options.busyShare ?? DEFAULT_BUSY_SHARE;
  const busyReads: number[] = [];
  /** The busy share averaged over the last reads; 0 when the signal does not measure it. */
  const averageBusy = () => {
    const share = signal.busyShare?.();
    if (share === undefined) return 0;
    busyReads.push(share);
    if (busyReads.length > BUSY_WINDOW_READS) busyReads.shift();
    return busyReads.reduce((sum, read) => sum + read, 0) / busyReads.length;
  };
  let state: LoadState = 'accepting';
  let busyNow = false;
  // Reads in a row that point the other way than the state; any other read starts the count again.
  let against = 0;

  return {
    get state() {
      return state;
    },
    get busy() {
      return busyNow;
    },
    read() {
      const delay = signal.delayMs();
      const averageShare = averageBusy();
      const pointsAway =
        state === 'accepting'
          ? delay > options.thresholdMs || averageShare > busyLimit
          : delay < calmBelowMs && averageShare < busyLimit - BUSY_CALM_MARGIN;
      against = pointsAway ? against + 1 : 0;
      if (against >= (state === 'accepting' ? fullAfter : acceptAfter)) {
        state = state === 'accepting' ? 'full' : 'accepting';
        against = 0;
      }
      busyNow = state === 'full' || averageShare > (busyNow ? CALM_BELOW_SHARE : BUSY_ABOVE_SHARE);
      return state;
    },
  };
}
