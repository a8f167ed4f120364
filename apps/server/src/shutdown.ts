import type { FastifyBaseLogger } from 'fastify';

export interface ShutdownOptions {
  readonly logger: FastifyBaseLogger;
  /** After this long the process stops anyway, with exit code 1. */
  readonly timeoutMs?: number;
}

/**
 * A repeat of the signal within this window is the same Ctrl+C reaching us twice: the terminal
 * signals the whole process group and npm and tsx also forward it to their child.
 */
const SAME_SIGNAL_WINDOW_MS = 1000;

/**
 * On SIGTERM or SIGINT runs `close` once and exits 0 when it finishes. A second signal (after the
 * first has had a moment to arrive through npm and tsx), a failed close or the timeout exit 1 at once.
 */
export function closeOnSignals(close: () => Promise<void>, options: ShutdownOptions): void {
  const { logger, timeoutMs = 10_000 } = options;
  let firstSignalAt: number | undefined;

  const onSignal = (signal: NodeJS.Signals) => {
    if (firstSignalAt !== undefined) {
      if (Date.now() - firstSignalAt < SAME_SIGNAL_WINDOW_MS) return;
      logger.warn(`Received ${signal} again; stopping without waiting`);
      process.exit(1);
    }
    firstSignalAt = Date.now();
    logger.info(`Received ${signal}; shutting down (send it again to stop at once)`);

    const deadline = setTimeout(() => {
      logger.error(`Shutting down took longer than ${timeoutMs / 1000} s; stopping without waiting`);
      process.exit(1);
    }, timeoutMs);
    deadline.unref();

    close().then(
      () => {
        logger.info('Shut down cleanly');
        process.exit(0);
      },
      (error: unknown) => {
        logger.error({ err: error }, 'Shutting down failed');
        process.exit(1);
      },
    );
  };

  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}
