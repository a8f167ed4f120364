import { spawn, type ChildProcess } from 'node:child_process';
import { CONFIG_VARIABLES } from '../apps/server/src/config.ts';
import { SERVER_NODE_FLAGS } from '../apps/server/src/heap-growth.ts';
import { pinMainThread, pinnedCommand } from './core-pinning.ts';
import { restorePriority } from './priority.ts';
import { createWriteStream } from 'node:fs';
import { createServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

const REPO_ROOT = fileURLToPath(new URL('../', import.meta.url));

/** The server as `npm start` runs it, in a child process the bench owns. */
export interface ServerChild {
  readonly url: string;
  readonly pid: number;
  /** Lines the server logged at warn or above (pino level ≥ 40), plus anything on stderr. */
  readonly problems: string[];
  /** SIGTERM (a clean exit, which also writes a --cpu-prof profile), SIGKILL after 15 s. */
  stop(): Promise<void>;
  /** SIGKILL, as a crash would. */
  kill(): Promise<void>;
}

export interface ServerChildOptions {
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  /** ROOM_RETENTION_DAYS for the server; unset: its default. */
  roomRetentionDays: string | undefined;
  /** Directory for a CPU profile, when one is wanted. */
  profileDir: string | undefined;
  /** Extra node flags for the server, e.g. --trace-gc. */
  nodeFlags: readonly string[];
  /** Everything the server writes is appended here. */
  logFile: string;
  /** Behind a balancer: its URL, which players' Origin shows; unset: the node's own. */
  publicUrl?: string;
  /** Nodes of a multi-node run share broadcasts through this Redis. */
  redisUrl?: string;
  /** The core of the server's main thread and those of its other threads (taskset's lists); unset: any. */
  cpus?: { readonly main: string; readonly others: string } | undefined;
}

/**
 * The environment of a server child, for the bench and the fuzzer alike: every variable the server's config
 * reads is cleared first, so an operator's own settings (an INTENT_BURST, a DATABASE_URL) cannot change a
 * run; then loopback, the data folder, warn-level logs, and the sign-in and guest limits raised, because
 * hundreds of sessions come from one address (decision 017). `extra` comes last.
 */
export function childServerEnv(
  port: number,
  dataDir: string,
  extra: Readonly<Record<string, string>> = {},
): Record<string, string> {
  const cleared = new Set(CONFIG_VARIABLES);
  const inherited = Object.entries(process.env).filter(
    (entry): entry is [string, string] => entry[1] !== undefined && !cleared.has(entry[0]),
  );
  return {
    ...Object.fromEntries(inherited),
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: 'warn',
    AUTH_RATE_LIMIT_PER_MINUTE: '1000000',
    GUESTS_PER_IP_PER_MINUTE: '1000000',
    GUESTS_PER_IP_PER_HOUR: '1000000',
    ...extra,
  };
}

/** A port nobody listens on right now, from the operating system. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** Starts the server on 127.0.0.1 and resolves once /api/health answers 200. */
export async function startServer(options: ServerChildOptions): Promise<ServerChild> {
  const url = `http://127.0.0.1:${options.port}`;
  const env = childServerEnv(options.port, options.dataDir, {
    ...(options.databaseUrl === undefined ? {} : { DATABASE_URL: options.databaseUrl }),
    ...(options.roomRetentionDays === undefined ? {} : { ROOM_RETENTION_DAYS: options.roomRetentionDays }),
    ...(options.publicUrl === undefined ? {} : { PUBLIC_URL: options.publicUrl }),
    ...(options.redisUrl === undefined ? {} : { REDIS_URL: options.redisUrl }),
  });
  const profile =
    options.profileDir === undefined ? [] : ['--cpu-prof', `--cpu-prof-dir=${options.profileDir}`];
  // As npm start launches it; SERVER_FLAGS come after, so an own --heap-growing-percent wins.
  const flags = [
    ...profile,
    ...SERVER_NODE_FLAGS,
    ...options.nodeFlags,
    '--import',
    'tsx',
    'apps/server/src/main.ts',
  ];
  // Its threads start on the others' cores; the main thread moves to its own once the server is up.
  const { command, args } = pinnedCommand(options.cpus?.others, process.execPath, flags);
  const child = spawn(command, args, { cwd: REPO_ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  restorePriority(child.pid);
  const log = createWriteStream(options.logFile, { flags: 'a' });
  child.stdout?.pipe(log, { end: false });
  child.stderr?.pipe(log, { end: false });
  const problems = collectProblems(child);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let running = true;
  void exited.then(() => {
    running = false;
    log.end();
  });

  const started = Date.now();
  for (;;) {
    if (!running) throw new Error(`the server exited before it was ready:\n${problems.join('\n')}`);
    if (Date.now() - started > 60_000) {
      child.kill('SIGKILL');
      throw new Error('the server was not ready within 60 s');
    }
    if (await healthy(url)) break;
    await sleep(200);
  }
  restorePriority(child.pid);
  if (options.cpus !== undefined && child.pid !== undefined)
    pinMainThread(child.pid, options.cpus.main, options.cpus.others);

  const signal = async (name: NodeJS.Signals, graceMs: number) => {
    if (!running) return;
    child.kill(name);
    const late = setTimeout(() => child.kill('SIGKILL'), graceMs);
    await exited;
    clearTimeout(late);
  };
  return {
    url,
    pid: child.pid ?? 0,
    problems,
    stop: () => signal('SIGTERM', 15_000),
    kill: () => signal('SIGKILL', 0),
  };
}

/** Whether the server at `url` answers its health check. */
export async function healthy(url: string): Promise<boolean> {
  try {
    const response = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2000) });
    return response.status === 200;
  } catch {
    return false;
  }
}

/** Keeps what the server complains about; pino writes one JSON object per line. */
function collectProblems(child: ChildProcess): string[] {
  const problems: string[] = [];
  const keep = (line: string) => {
    if (problems.length < 200) problems.push(line.slice(0, 500));
  };
  let pending = '';
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
    const lines = (pending + chunk).split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) {
      // Only pino's lines count; node flags such as --trace-gc print plain lines to the log file.
      const level = /^\{"level":(\d+)/.exec(line)?.[1];
      if (level !== undefined && Number(level) >= 40) keep(line);
    }
  });
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
    for (const line of chunk.split('\n')) if (line.trim() !== '') keep(line);
  });
  return problems;
}
