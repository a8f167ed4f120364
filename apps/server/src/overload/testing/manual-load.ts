import { FULL_ABOVE_PLAYERS, type LoadGauge, type LoadSignal, type LoadState } from '../load-gauge.ts';

/** A load signal a test sets by hand: no clock, no real event loop, no real tally of players. */
export interface ManualLoad extends LoadSignal {
  set(delayMs: number): void;
  /** The loop's busy share; its CPU follows it unless `setCpu` says otherwise. */
  setBusy(share: number): void;
  /** The process's CPU per second, apart from the loop's busy share (other programs holding the cores). */
  setCpu(share: number | undefined): void;
  /** The players the gauge sees in games; the cap of decision 038 counts the server's real ones. */
  setPlayers(players: number): void;
}

/**
 * A calm node with no players by default. A busy share set alone is the node's own work, as on a
 * machine of its own: the test of a node that others hold back sets its CPU apart.
 */
export function manualLoad(delayMs = 0): ManualLoad {
  let current = delayMs;
  let busy = 0;
  let cpu: number | undefined;
  let players = 0;
  return {
    delayMs: () => current,
    busyShare: () => busy,
    cpuShare: () => cpu ?? busy,
    playersInGames: () => players,
    set(next) {
      current = next;
    },
    setBusy(share) {
      busy = share;
    },
    setCpu(share) {
      cpu = share;
    },
    setPlayers(next) {
      players = next;
    },
  };
}

/** A delay past any threshold a server could be given. */
const OVERLOADED_MS = 10 ** 9;

/**
 * Brings `gauge` to `state` now: the signal set far past (or to none of) the delay, with the node's own
 * work to match (its loop busy with its own computing, players past the floor; or none), then read as
 * many times as the hysteresis asks. The server's own timer reads the same signal after, so the state
 * stays.
 */
export function forceLoad(signal: ManualLoad, gauge: LoadGauge, state: LoadState): void {
  const full = state === 'full';
  signal.set(full ? OVERLOADED_MS : 0);
  signal.setBusy(full ? 1 : 0);
  signal.setCpu(undefined);
  signal.setPlayers(full ? FULL_ABOVE_PLAYERS + 1 : 0);
  for (let reads = 0; gauge.state !== state; reads += 1) {
    if (reads === 100) throw new Error(`The gauge did not turn ${state}`);
    gauge.read();
  }
}
