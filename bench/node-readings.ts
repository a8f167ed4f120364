import { readCpuSeconds, readRssKb, readSchedstat } from './rss-sampler.ts';

type Sched = { runNs: number; waitNs: number };

/**
 * The server processes' counters read as one: CPU and scheduler time summed over every node, RSS summed
 * over the nodes alive. A killed node's /proc entry is gone, so its cumulative counters keep the last
 * value read (its work still counts) rather than falling to nothing.
 */
export function nodeReadings(pids: readonly number[]) {
  const lastCpu = new Map<number, number>();
  const lastSched = new Map<number, Sched>();
  const cpuOf = (pid: number): number | undefined => {
    const seconds = readCpuSeconds(pid);
    if (seconds !== undefined) lastCpu.set(pid, seconds);
    return lastCpu.get(pid);
  };
  return {
    pids,
    /** CPU seconds each node has used so far, in node order. */
    cpuSecondsPerNode: (): (number | undefined)[] => pids.map(cpuOf),
    cpuSeconds(): number | undefined {
      const each = pids.map(cpuOf);
      return each.some((seconds) => seconds === undefined)
        ? undefined
        : each.reduce<number>((sum, seconds) => sum + (seconds ?? 0), 0);
    },
    rssKb(): number | undefined {
      const each = pids.map(readRssKb).filter((kb) => kb !== undefined);
      return each.length === 0 ? undefined : each.reduce((sum, kb) => sum + kb, 0);
    },
    schedstat(): Sched | undefined {
      let runNs = 0;
      let waitNs = 0;
      for (const pid of pids) {
        const read = readSchedstat(pid);
        if (read !== undefined) lastSched.set(pid, read);
        const kept = lastSched.get(pid);
        if (kept === undefined) return undefined;
        runNs += kept.runNs;
        waitNs += kept.waitNs;
      }
      return { runNs, waitNs };
    },
  };
}

export type NodeReadings = ReturnType<typeof nodeReadings>;
