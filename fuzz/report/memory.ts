import type { MemoryUsage } from '../server/probe-protocol.ts';
import type { FuzzServer } from '../server/fuzz-server.ts';
import type { Findings } from './findings.ts';

export interface MemoryReport {
  /** After the players were seated, after a full collection. */
  readonly baseline: MemoryUsage;
  /** At the end, the sockets closed, after a full collection. */
  readonly final: MemoryUsage;
  readonly peakRss: number;
  readonly heapGrowthMb: number;
}

const MB = 1024 * 1024;

/** The server's memory over a run: a baseline, samples at the checkpoints, and the growth at the end. */
export function watchMemory(server: FuzzServer, limitMb: number, findings: Findings) {
  let baseline: MemoryUsage | undefined;
  let peakRss = 0;
  const read = async (collect: boolean) => {
    const usage = await server.memory(collect);
    peakRss = Math.max(peakRss, usage.rss);
    return usage;
  };
  return {
    async baseline() {
      baseline = await read(true);
    },
    async sample() {
      await read(false).catch(() => undefined);
    },
    async finish(): Promise<MemoryReport | undefined> {
      if (baseline === undefined) return undefined;
      const final = await read(true);
      const heapGrowthMb = (final.heapUsed - baseline.heapUsed) / MB;
      if (heapGrowthMb > limitMb)
        findings.add('memory-growth', `heap grew by ${heapGrowthMb.toFixed(0)} MB (limit ${limitMb} MB)`, {
          baseline,
          final,
          peakRss,
        });
      return { baseline, final, peakRss, heapGrowthMb };
    },
  };
}
