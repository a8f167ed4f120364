import type { FastifyInstance } from 'fastify';
import { eventLoopSignal, type EventLoopSignal } from './event-loop-signal.ts';
import { createLoadGauge, type LoadGauge, type LoadSignal } from './load-gauge.ts';
import { createOverloadGate, type OverloadGate } from './overload-gate.ts';
import { createPlayersInGames, PLAYERS_IN_GAMES_IDLE_MS, type PlayersInGames } from './players-in-games.ts';

/** How often the gauge reads the event loop: short, so a full node says so within about a second. */
export const READ_INTERVAL_MS = 500;

export interface OverloadOptions {
  /** A delay past this, held for a moment, makes the node full (OVERLOAD_DELAY_MS). */
  readonly thresholdMs: number;
  /** What the gauge reads; by default the real event loop, the process's CPU and the node's tally of players. */
  readonly signal?: LoadSignal;
  /** Players in running games past which no game starts (MAX_PLAYERS_IN_GAMES). */
  readonly maxPlayersInGames: number;
}

/** The node's gate for newcomers, and the gauge and tally behind it (tests read them by hand). */
export interface Overload extends OverloadGate {
  readonly gauge: LoadGauge;
  /** Told of this node's commits by the app (the room pipeline comes later than the gate). */
  readonly playing: PlayersInGames;
}

/**
 * Reads the node's load every half second until the app closes, and logs when it turns full and when it
 * accepts again, so an operator sees why newcomers were sent away; and when it turns busy and calm
 * again, so the same operator sees why progress came slower (decision 044).
 */
export function registerOverload(app: FastifyInstance, options: OverloadOptions): Overload {
  const playing = createPlayersInGames({ idleMs: PLAYERS_IN_GAMES_IDLE_MS, now: Date.now });
  const own = options.signal === undefined ? eventLoopSignal() : undefined;
  // The gauge weighs the loop against the node's own work, of which the players in its games are part.
  const signal = options.signal ?? { ...(own as EventLoopSignal), playersInGames: () => playing.count() };
  const gauge = createLoadGauge(signal, { thresholdMs: options.thresholdMs });
  let shown = gauge.state;
  let shownBusy = gauge.busy;
  const timer = setInterval(() => {
    const state = gauge.read();
    if (gauge.busy !== shownBusy) {
      shownBusy = gauge.busy;
      app.log.info(
        shownBusy
          ? "Busy: the rooms' progress messages go out less often until the node is calm again"
          : "Calm again: the rooms' progress messages go out as often as before",
      );
    }
    if (state === shown) return;
    shown = state;
    if (state === 'full')
      app.log.warn({ thresholdMs: options.thresholdMs }, 'Overloaded: new rooms and new players are refused');
    else app.log.info('No longer overloaded: new rooms and new players are welcome again');
  }, READ_INTERVAL_MS);
  // The gauge alone must not keep a process alive that has nothing else to do.
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    own?.stop();
  });
  const gate = createOverloadGate(gauge, { playing, maxPlayers: options.maxPlayersInGames });
  return { ...gate, gauge, playing };
}
