import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Runs `work` on every item with at most `limit` at a time; results keep the items' order. A failed
 * item rejects the whole map once the running ones have settled (so nothing is left half-started).
 */
export async function mapLimit<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  let failure: { error: unknown } | undefined;
  const worker = async () => {
    while (failure === undefined && next < items.length) {
      const index = next;
      next += 1;
      try {
        results[index] = await work(items[index] as T, index);
      } catch (error) {
        failure ??= { error };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  if (failure !== undefined) throw failure.error;
  return results;
}

/** A random whole number of ms in [min, max]. */
export function randomMs(min: number, max: number): number {
  return Math.round(min + Math.random() * Math.max(0, max - min));
}

/** Waits `ms`, but never past `deadline` (epoch ms). */
export function pause(ms: number, deadline: number): Promise<void> {
  return sleep(Math.max(0, Math.min(ms, deadline - Date.now())));
}

/** Resolves with `promise`, or rejects once `ms` have passed. */
export async function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took longer than ${Math.round(ms / 1000)} s`)), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
