/**
 * Writes `items` in one transaction and answers each one's outcome, in order. It throws when the
 * transaction failed: then none of them was written.
 */
export type BatchWrite<T, R> = (items: readonly T[]) => Promise<readonly R[]> | readonly R[];

export interface GroupCommitOptions {
  /** The most items one transaction takes; the rest wait for the next one. */
  readonly maxBatch: number;
  /**
   * Transactions written at once. One where the database has one connection (SQLite); a few over a
   * pool (PostgreSQL), so a group waiting on its round trips does not hold every other write back.
   */
  readonly concurrency?: number;
}

export const DEFAULT_GROUP_COMMIT: GroupCommitOptions = { maxBatch: 256 };

interface Waiting<T, R> {
  readonly item: T;
  readonly resolve: (result: R) => void;
  readonly reject: (error: unknown) => void;
}

/**
 * Group commit: writes that arrive in the same turn of the event loop, or while the previous batch
 * is being written, share one transaction, and each caller hears its outcome only once that
 * transaction committed (an acknowledgement never comes before its commit). Alone, a write waits for
 * no one: it goes out on the next turn. A batch whose transaction fails is written again one item
 * at a time, so one write the database refuses fails alone and the others still commit.
 */
export function groupCommit<T, R>(
  writeBatch: BatchWrite<T, R>,
  options: GroupCommitOptions = DEFAULT_GROUP_COMMIT,
): (item: T) => Promise<R> {
  const concurrency = options.concurrency ?? 1;
  let queue: Waiting<T, R>[] = [];
  let writing = 0;
  let scheduled = false;

  const settle = async (batch: readonly Waiting<T, R>[]) => {
    try {
      const results = await writeBatch(batch.map((waiting) => waiting.item));
      batch.forEach((waiting, index) => waiting.resolve(results[index] as R));
    } catch (error) {
      if (batch.length === 1) return batch[0]?.reject(error);
      for (const waiting of batch) await settle([waiting]);
    }
  };

  /** Starts as many transactions as may run, each with what waits; a finished one starts the next. */
  const pump = () => {
    while (queue.length > 0 && writing < concurrency) {
      const batch = queue.slice(0, options.maxBatch);
      queue = queue.slice(batch.length);
      writing += 1;
      void settle(batch).finally(() => {
        writing -= 1;
        pump();
      });
    }
  };

  return (item) =>
    new Promise<R>((resolve, reject) => {
      queue.push({ item, resolve, reject });
      // The first write of a turn schedules the group; the ones after it in the same turn join it.
      if (!scheduled) {
        scheduled = true;
        setImmediate(() => {
          scheduled = false;
          pump();
        });
      }
    });
}
