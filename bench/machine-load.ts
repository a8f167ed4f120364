import { loadavg } from 'node:os';

export interface LoadSummary {
  /** 1-minute load average when the games began (other programs included). */
  atStart: number;
  /** Highest 1-minute load average seen while they ran. */
  max: number;
  /** The load the bench and its server add can be at most about 2; more means other programs competed. */
  cpus: number;
}

/**
 * Watches the machine's 1-minute load average, so a report shows whether other programs (tests,
 * browsers) shared the CPU with the run: on a 2-core machine their load inflates every latency.
 */
export function watchLoad(cpus: number, everyMs = 5000) {
  const atStart = loadavg()[0] ?? 0;
  let max = atStart;
  const timer = setInterval(() => (max = Math.max(max, loadavg()[0] ?? 0)), everyMs);
  timer.unref();
  return {
    stop(): LoadSummary {
      clearInterval(timer);
      const round = (value: number) => Math.round(value * 100) / 100;
      return { atStart: round(atStart), max: round(Math.max(max, loadavg()[0] ?? 0)), cpus };
    },
  };
}
