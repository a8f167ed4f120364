import { readdirSync, readFileSync } from 'node:fs';

/** The resident set size of process `pid` in KB, from /proc; undefined when it cannot be read. */
export function readRssKb(pid: number): number | undefined {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const match = /^VmRSS:\s+(\d+)\s+kB/m.exec(status);
    return match?.[1] === undefined ? undefined : Number(match[1]);
  } catch {
    return undefined;
  }
}

export interface RssSummary {
  /** RSS just before the bots connected. */
  baselineKb: number;
  peakKb: number;
  /** RSS once every bot was connected and seated, before the games started. */
  connectedKb: number | undefined;
  lastKb: number;
  samples: number;
}

/**
 * Samples the server's RSS (summed over its nodes) once a second (and on demand) while the bench runs. Marks taken with
 * `mark` pin the baseline and the connected level; the peak is over every sample after the baseline.
 */
export function sampleRss(readKb: () => number | undefined, everyMs = 1000) {
  let baselineKb: number | undefined;
  let connectedKb: number | undefined;
  let peakKb = 0;
  let lastKb = 0;
  let samples = 0;
  const take = (): number => {
    const kb = readKb();
    if (kb === undefined) return lastKb;
    samples += 1;
    lastKb = kb;
    if (baselineKb !== undefined) peakKb = Math.max(peakKb, kb);
    return kb;
  };
  const timer = setInterval(take, everyMs);
  timer.unref();
  return {
    /** Pins the baseline: the server with its users signed in, before any socket connects. */
    markBaseline() {
      baselineKb = take();
      peakKb = baselineKb;
    },
    markConnected() {
      connectedKb = take();
    },
    stop(): RssSummary {
      clearInterval(timer);
      take();
      return { baselineKb: baselineKb ?? 0, peakKb, connectedKb, lastKb, samples };
    },
  };
}

export type RssSampler = ReturnType<typeof sampleRss>;

/** CPU time (user + system) process `pid` has used so far, in seconds; undefined when unreadable. */
export function readCpuSeconds(pid: number): number | undefined {
  try {
    // Fields after the command name (which may hold spaces, so split after its closing parenthesis).
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime and stime are fields 14 and 15 of stat, i.e. 12 and 13 after the name; 100 ticks a second.
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return undefined;
  }
}

/** The same for every thread of this process summed (the bench with bot workers). */
export function readOwnThreadsSchedstat(): { runNs: number; waitNs: number } | undefined {
  try {
    let runNs = 0;
    let waitNs = 0;
    for (const task of readdirSync('/proc/self/task')) {
      const reading = readSchedstat(`self/task/${task}`);
      runNs += reading?.runNs ?? 0;
      waitNs += reading?.waitNs ?? 0;
    }
    return { runNs, waitNs };
  } catch {
    return undefined;
  }
}

/**
 * Of process `pid`'s main thread, ns spent running and ns spent runnable but waiting for a CPU (from
 * /proc/<pid>/schedstat). The waiting share shows CPU starvation by other programs apart from work.
 */
export function readSchedstat(pid: number | string): { runNs: number; waitNs: number } | undefined {
  try {
    const [run, wait] = readFileSync(`/proc/${pid}/schedstat`, 'utf8').trim().split(/\s+/).map(Number);
    return run === undefined || wait === undefined ? undefined : { runNs: run, waitNs: wait };
  } catch {
    return undefined;
  }
}
