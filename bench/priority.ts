import { readdirSync } from 'node:fs';
import { setPriority } from 'node:os';

/**
 * The bots play on the server's machine, but in a real game they are phones
 * elsewhere: when both are ready to run, the server goes first. The bench's own thread takes this
 * niceness; the server it starts is put back to normal, so only the bots wait. What is measured is
 * still what a bot sees: emit to ack, its own delays included.
 */
export function lowerOwnPriority(niceness: number): boolean {
  if (niceness === 0) return false;
  try {
    setPriority(niceness);
    return true;
  } catch {
    return false;
  }
}

/**
 * Every thread of `pid` back to normal priority. A child starts with the niceness of the thread that
 * spawned it, and Linux keeps it per thread, hence each task; threads created later inherit from the
 * server's main thread, which is normal by then. Run it again once the server is up, for threads that
 * started in between. Needs the right to raise priority (root, as here); without it nothing changes.
 */
export function restorePriority(pid: number | undefined): void {
  if (pid === undefined) return;
  let tasks: string[] = [];
  try {
    tasks = readdirSync(`/proc/${pid}/task`);
  } catch {
    return;
  }
  for (const task of tasks) {
    try {
      setPriority(Number(task), 0);
    } catch {
      // Not allowed, or the thread has ended: the run goes on with the priority it has.
    }
  }
}
