import type { FastifyInstance } from 'fastify';
import { eventLoopSignal } from './event-loop-signal.ts';
import { createLoadGauge, type LoadGauge, type LoadSignal } from './load-gauge.ts';
import { createOverloadGate, type OverloadGate } from './overload-gate.ts';

/** How often the gauge reads the event loop: short, so a full node says so within about a second. */
export const READ_INTERVAL_MS = 500;

export interface OverloadOptions {
  /** A delay past this, held for a moment, makes the node full (OVERLOAD_DELAY_MS). */
  readonly thresholdMs: number;
  /** What the gauge reads; by default the real event loop's delay. */
  readonly signal?: LoadSignal;
}

/** The node's gate for newcomers, and the gauge behind it (tests read it by hand). */
export interface Overload extends OverloadGate {
  readonly gauge: LoadGauge;
}

/**
 * Reads the node's load every half second until the app closes, and logs when it turns full and when it
 * accepts again, so an operator sees why newcomers were sent away.
 */
export function registerOverload(app: FastifyInstance, options: OverloadOptions): Overload {
  const own = options.signal === undefined ? eventLoopSignal() : undefined;
  const gauge = createLoadGauge(own ?? (options.signal as LoadSignal), { thresholdMs: options.thresholdMs });
  let shown = gauge.state;
  const timer = setInterval(() => {
    const state = gauge.read();
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
  return { ...createOverloadGate(gauge), gauge };
}
