/**
 * Runs tasks one at a time per key (here: per room) on this node, in the order they were queued;
 * different keys run side by side. A failed task does not stop the ones queued after it.
 */
export interface KeyedQueue {
  run<T>(key: string, task: () => Promise<T>): Promise<T>;
  /** Resolves once every task queued so far has finished; used at shutdown. */
  idle(): Promise<void>;
}

export function createKeyedQueue(): KeyedQueue {
  // The last task of each key, settled either way; a key is forgotten once its queue runs dry.
  const tails = new Map<string, Promise<void>>();
  const settle = () => {};

  return {
    run(key, task) {
      const result = (tails.get(key) ?? Promise.resolve()).then(task);
      const tail = result.then(settle, settle);
      tails.set(key, tail);
      void tail.then(() => {
        if (tails.get(key) === tail) tails.delete(key);
      });
      return result;
    },
    async idle() {
      while (tails.size > 0) await Promise.all([...tails.values()]);
    },
  };
}
