import type { FastifyBaseLogger } from 'fastify';

/** Work that runs after the answer was sent, such as handing a mail to SMTP. */
export interface BackgroundTasks {
  /** Starts `work` without waiting for it; a failure is logged with `description`. */
  run(description: string, work: () => Promise<void>): void;
  /** Resolves once everything started so far has finished; called at shutdown. */
  settle(): Promise<void>;
}

/**
 * Background work, tracked so shutdown can wait for it. Used where answering at once matters: a
 * reset request answers before the mail goes out, so a known and an unknown email look alike.
 */
export function createBackgroundTasks(logger: FastifyBaseLogger): BackgroundTasks {
  const pending = new Set<Promise<void>>();
  return {
    run(description, work) {
      // Not a step of it before the answer is on its way: work begun in this tick (an insert on SQLite, which
      // runs at once) would make the requests that start it slower than those that do not (decision 049).
      const task = new Promise<void>((resolve) => setImmediate(resolve))
        .then(work)
        .catch((error: unknown) => logger.error({ err: error }, `${description} failed`))
        .finally(() => pending.delete(task));
      pending.add(task);
    },
    async settle() {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
  };
}
