/**
 * What the gauge reads once a read: how late and how busy the event loop ran over the window since the
 * last read, how much of that was the node's own computing, and how many players it runs games for. The
 * server's readings are the real ones (event-loop-signal.ts and the tally of players-in-games.ts); tests
 * pass their own (testing/manual-load.ts).
 */
export interface LoadSignal {
  /** How late the event loop ran, in milliseconds. */
  delayMs(): number;
  /**
   * The share (0–1) of the window the event loop was busy. A loop kept waiting for a core by other
   * programs counts as busy too, so this alone does not tell the node's own work.
   */
  busyShare(): number;
  /** The CPU time the process used, per wall second (1: a whole core's worth). Only its own work counts here. */
  cpuShare(): number;
  /** The players in the games this node runs. */
  playersInGames(): number;
}

/** `full`: the node takes no new rooms and no new players, while its running games go on. */
export type LoadState = 'accepting' | 'full';

export interface LoadGaugeOptions {
  /** A delay past this turns the gauge full (OVERLOAD_DELAY_MS), while the node works (see below). */
  readonly thresholdMs: number;
  /** Reads in a row past the threshold before the gauge turns full. */
  readonly fullAfterReads?: number;
  /** Reads in a row under half the threshold before a full gauge accepts again. */
  readonly acceptAfterReads?: number;
  /** An own share of the loop past this, averaged over BUSY_WINDOW_READS, turns the gauge full too. */
  readonly busyShare?: number;
}

/**
 * The loop's own share, averaged over this many reads (five seconds), past which the node is full: a
 * loop busy with its own work 85 % of the time has no room for the games that start now and load it a
 * few seconds later, while its delay still looks fine. A full gauge accepts again once the average fell
 * 15 points under it.
 */
export const BUSY_WINDOW_READS = 10;
export const DEFAULT_BUSY_SHARE = 0.85;
const BUSY_CALM_MARGIN = 0.15;

/**
 * The same average past which the node works hard, though far from full: it is then busy and sends less
 * of what can wait, its rooms' progress (decision 044), and only then does a late loop count against it
 * (decision 048). It is calm again once the average fell under CALM_BELOW_SHARE, so a node near the line
 * does not switch at every read.
 */
export const BUSY_ABOVE_SHARE = 0.5;
export const CALM_BELOW_SHARE = 0.35;

/**
 * At most this many players in running games, the node is never full: two full rooms keep about a
 * thousandth of a core busy (docs/capacity.md), so whatever makes such a node's loop late is not its
 * players, and refusing newcomers would help nobody. Work refused at the door (floods) seats nobody, so
 * it never lifts a node past this.
 */
export const FULL_ABOVE_PLAYERS = 20;

/** With reads every half second (register-overload.ts): full after a second of delay, open after five calm ones. */
export const FULL_AFTER_READS = 2;
export const ACCEPT_AFTER_READS = 10;

export interface LoadGauge {
  readonly state: LoadState;
  /** True while the loop was busy with its own work most of the last seconds, and whenever the node is full. */
  readonly busy: boolean;
  /** Reads the signal once and returns the state it leads to. */
  read(): LoadState;
}

/**
 * How loaded the node is by its own work, with hysteresis (decisions 034 and 048).
 *
 * Its own share of a read is the lesser of the loop's busy share and the process's CPU per second:
 * a loop kept waiting by other programs looks busy but computes little, and CPU spent on other threads
 * (the SQLite writer, hashing) leaves the loop free. Averaged over five seconds, that share makes the
 * node `busy` past BUSY_ABOVE_SHARE. A late loop counts against the node only while it is busy so, and
 * only with more than FULL_ABOVE_PLAYERS players in its games: a delay that other programs cause, on a
 * node with little work of its own, refuses nobody, however long it is.
 *
 * One slow moment (a garbage collection, a burst of joins) must not refuse anyone, and a node that has
 * just drained must not take a rush of rooms at once and flap. So the gauge turns full only when the
 * delay stayed past the threshold for a few reads, and accepts again only once it stayed well under it
 * (half) for longer, or the node's own work dropped away. A loop whose own share averages past
 * `busyShare` is full too, before its delay grows. Pure apart from the signal: tests drive it read by
 * read, without waiting.
 */
export function createLoadGauge(signal: LoadSignal, options: LoadGaugeOptions): LoadGauge {
  const fullAfter = options.fullAfterReads ?? FULL_AFTER_READS;
  const acceptAfter = options.acceptAfterReads ?? ACCEPT_AFTER_READS;
  const calmBelowMs = options.thresholdMs / 2;
  const busyLimit = options.busyShare ?? DEFAULT_BUSY_SHARE;
  const ownReads: number[] = [];
  /** The loop's own share of this read, averaged with the last reads. */
  const averageOwn = () => {
    ownReads.push(Math.min(signal.busyShare(), signal.cpuShare()));
    if (ownReads.length > BUSY_WINDOW_READS) ownReads.shift();
    return ownReads.reduce((sum, read) => sum + read, 0) / ownReads.length;
  };
  let state: LoadState = 'accepting';
  // Busy with its own work, apart from being full (which makes the gauge busy as well).
  let working = false;
  // Reads in a row that point the other way than the state; any other read starts the count again.
  let against = 0;

  return {
    get state() {
      return state;
    },
    get busy() {
      return state === 'full' || working;
    },
    read() {
      const delay = signal.delayMs();
      const own = averageOwn();
      working = own > (working ? CALM_BELOW_SHARE : BUSY_ABOVE_SHARE);
      const serving = signal.playersInGames() > FULL_ABOVE_PLAYERS;
      const pointsAway =
        state === 'accepting'
          ? serving && working && (delay > options.thresholdMs || own > busyLimit)
          : !serving || !working || (delay < calmBelowMs && own < busyLimit - BUSY_CALM_MARGIN);
      against = pointsAway ? against + 1 : 0;
      if (against >= (state === 'accepting' ? fullAfter : acceptAfter)) {
        state = state === 'accepting' ? 'full' : 'accepting';
        against = 0;
      }
      return state;
    },
  };
}
