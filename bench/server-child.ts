import { spawn, type ChildProcess } from 'node:child_process';
import { SERVER_NODE_FLAGS } from '../apps/server/src/heap-growth.ts';
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
  const env: Record<string, string> = {
    ...(process.env as Record<string, string>),
    HOST: '127.0.0.1',
    PORT: String(options.port),
    DATA_DIR: options.dataDir,
    PUBLIC_URL: url,
    LOG_LEVEL: 'warn',
    AUTH_RATE_LIMIT_PER_MINUTE: '1000000',
    GUESTS_PER_IP_PER_MINUTE: '1000000',
    GUESTS_PER_IP_PER_HOUR: '1000000',
  };
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  if (options.databaseUrl !== undefined) env.DATABASE_URL = options.databaseUrl;
  if (options.roomRetentionDays !== undefined) env.ROOM_RETENTION_DAYS = options.roomRetentionDays;
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
  const child = spawn(process.execPath, flags, { cwd: REPO_ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
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
