import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';

/**
 * Which cores the server nodes and the bench's own processes (bots, balancer, floor clients) run on.
 * The bots share the machine with the server; pinned, the server's thread never waits for a core the
 * bots hold, so its latency is the server's own (bench/README.md, "Pinning").
 */
export type PinPlan =
  | { readonly pinned: true; readonly nodeCpus: readonly string[]; readonly benchCpus: string }
  | { readonly pinned: false; readonly why: string };

const TASKSET = '/usr/bin/taskset';

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
  return planPinning(wanted, nodes, availableParallelism(), existsSync(TASKSET));
}

/** The command prefix that starts a process on `cpus` (taskset sets the mask, then execs it). */
export function pinnedCommand(cpus: string | undefined, command: string, args: readonly string[]) {
  return cpus === undefined
    ? { command, args: [...args] }
    : { command: TASKSET, args: ['-c', cpus, command, ...args] };
}

/**
 * Moves every thread of a running process to `cpus`; threads it starts later inherit the mask. Fails
 * loudly: a run that says it is pinned must be.
 */
export function pinProcess(pid: number, cpus: string): void {
  execFileSync(TASKSET, ['-a', '-p', '-c', cpus, String(pid)], { stdio: 'ignore' });
}

/** One line for the run's log. */
export function describePinning(plan: PinPlan): string {
  if (!plan.pinned) return `not pinned to cores: ${plan.why}`;
  const nodes = plan.nodeCpus.map((cpu, index) => `node ${index + 1} on core ${cpu}`).join(', ');
  return `pinned: ${nodes}; the bots and the rest on core(s) ${plan.benchCpus}`;
}
