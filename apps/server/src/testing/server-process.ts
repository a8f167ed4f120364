import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { CONFIG_VARIABLES } from '../config.ts';
import { SERVER_NODE_FLAGS } from '../heap-growth.ts';

const SERVER_DIR = fileURLToPath(new URL('../../', import.meta.url));

/** The server running as its own process, exactly as `npm start` runs it. */
export interface ServerProcess {
  readonly child: ChildProcess;
  /** Everything written so far. */
  output(): { stdout: string; stderr: string };
  /** Resolves with the base URL from the ready line; rejects if the process ends first. */
  ready: Promise<string>;
  /** Resolves when the process ends. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Kills the process if it still runs, and resolves once it ended: a failed test leaves no server behind. */
  kill(): Promise<void>;
}

/** Spawns `node --import tsx src/main.ts` in apps/server with `env` over a cleaned copy of ours. */
export function spawnServerProcess(env: Readonly<Record<string, string>>): ServerProcess {
  const inherited = { ...process.env };
  for (const name of CONFIG_VARIABLES) delete inherited[name];
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, '--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_DIR,
    env: { ...inherited, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });

  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));

  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const ready = new Promise<string>((resolve, reject) => {
    const look = () => {
      const url = /is ready at (http:\/\/[^\s"]+)/.exec(stdout)?.[1];
      if (url !== undefined) resolve(url);
    };
    child.stdout.on('data', look);
    void exited.then(({ code }) =>
      reject(new Error(`the server exited (code ${code}) before it was ready:\n${stdout}${stderr}`)),
    );
  });
  // The ready promise may legitimately never be awaited (e.g. when a start is expected to fail).
  ready.catch(() => {});

  const kill = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await exited;
  };
  return { child, output: () => ({ stdout, stderr }), ready, exited, kill };
}
