import { spawn, type ChildProcess } from 'node:child_process';

/** Processes that keep the machine's cores busy beside a server under test, until `stop()`. */
export interface CpuBurners {
  /** Kills every burner still spinning and resolves once all have exited. Safe to call twice. */
  stop(): Promise<void>;
}

/**
 * Starts `count` Node processes that spin on the CPU, as other programs on a shared machine do. Each
 * stops by itself after `forMs`, so a test process that dies without its `finally` leaves no burner
 * spinning for long on a machine others share.
 */
export function startCpuBurners(count: number, forMs: number): CpuBurners {
  const spin = `const end = Date.now() + ${forMs}; while (Date.now() < end);`;
  const burners: ChildProcess[] = Array.from({ length: count }, () =>
    spawn(process.execPath, ['-e', spin], { stdio: 'ignore' }),
  );
  const exits = burners.map((burner) => new Promise<void>((resolve) => burner.once('exit', () => resolve())));
  return {
    async stop() {
      for (const burner of burners)
        if (burner.exitCode === null && burner.signalCode === null) burner.kill('SIGKILL');
      await Promise.all(exits);
    },
  };
}
