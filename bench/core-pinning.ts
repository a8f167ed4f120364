import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cpus } from 'node:os';

/**
 * Which cores the server nodes' main threads and everything else (the nodes' other threads, the bots,
 * the balancer, the floor's clients) run on. The bots share the machine with the server; pinned, the
 * server's main thread, where every intent is decided, never waits for a core the bots or its own helper
 * threads (the SQLite writer, the garbage collector's) hold (bench/README.md, "Pinning").
 */
export type PinPlan =
  | { readonly pinned: true; readonly nodeCpus: readonly string[]; readonly benchCpus: string }
  | { readonly pinned: false; readonly why: string };

const TASKSET = '/usr/bin/taskset';

/** The machine's cores, whatever this process is pinned to (availableParallelism counts only those). */
export const machineCpus = (): number => cpus().length;

/**
 * One core per node, from core 0 up, and every core left to the bench; pinning needs a core more than
 * there are nodes. Pure: `cores` and whether taskset exists are passed in.
 */
export function planPinning(wanted: boolean, nodes: number, cores: number, hasTaskset: boolean): PinPlan {
  if (!wanted) return { pinned: false, why: 'PIN=0' };
  if (!hasTaskset) return { pinned: false, why: `${TASKSET} is missing (Debian's util-linux has it)` };
  if (cores < nodes + 1)
    return {
      pinned: false,
      why: `${nodes} node(s) and the bots need ${nodes + 1} cores, this machine has ${cores}`,
    };
  const nodeCpus = Array.from({ length: nodes }, (_, index) => String(index));
  const benchCpus = cores - 1 === nodes ? String(nodes) : `${nodes}-${cores - 1}`;
  return { pinned: true, nodeCpus, benchCpus };
}

/** The plan for this machine. */
export function machinePinning(wanted: boolean, nodes: number): PinPlan {
  return planPinning(wanted, nodes, machineCpus(), existsSync(TASKSET));
}

/** The command that starts a process on `cpus` (taskset sets the mask, then execs it). */
export function pinnedCommand(cpus: string | undefined, command: string, args: readonly string[]) {
  return cpus === undefined
    ? { command, args: [...args] }
    : { command: TASKSET, args: ['-c', cpus, command, ...args] };
}

/**
 * Moves every thread of a running process to `cpus`; threads it starts later inherit the mask of the
 * thread that starts them. Fails loudly: a run that says it is pinned must be.
 */
export function pinProcess(pid: number, cpus: string): void {
  execFileSync(TASKSET, ['-a', '-p', '-c', cpus, String(pid)], { stdio: 'ignore' });
}

/**
 * A started server's main thread (its thread id is its pid) alone on `mainCpu`, its other threads on
 * `otherCpus`: a whole process on one core made the main thread wait for its own writer and collector
 * threads a third of the time (bench/HISTORY.md, 2026-12-07).
 */
export function pinMainThread(pid: number, mainCpu: string, otherCpus: string): void {
  pinProcess(pid, otherCpus);
  execFileSync(TASKSET, ['-p', '-c', mainCpu, String(pid)], { stdio: 'ignore' });
}

/** One line for the run's log. */
export function describePinning(plan: PinPlan): string {
  if (!plan.pinned) return `not pinned to cores: ${plan.why}`;
  const nodes = plan.nodeCpus
    .map((cpu, index) => `node ${index + 1}'s main thread on core ${cpu}`)
    .join(', ');
  return `pinned: ${nodes}; the nodes' other threads, the bots and the rest on core(s) ${plan.benchCpus}`;
}

/** Node `index`'s cores under `plan`, as a server child takes them; undefined when not pinned. */
export function serverCpus(plan: PinPlan, index: number) {
  const main = plan.pinned ? plan.nodeCpus[index] : undefined;
  return plan.pinned && main !== undefined ? { main, others: plan.benchCpus } : undefined;
}
