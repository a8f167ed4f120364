import { spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { childServerEnv, freePort, healthy } from '../../bench/server-child.ts';
import { writeWebDistFixture } from '../../apps/server/src/testing/web-dist-fixture.ts';
import { ServerLog } from './server-log.ts';
import type { MemoryUsage, ProbeQuestion, ProbeReply, RouteInfo } from './probe-protocol.ts';

const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
const PROBE = fileURLToPath(new URL('./probe.ts', import.meta.url));

/** The server as `npm start` runs it (plus the probe), in a child process the fuzzer owns. */
export interface FuzzServer {
  readonly url: string;
  readonly pid: number;
  readonly log: ServerLog;
  /** Set once the process ended; while the fuzzer runs, that is a crash. */
  exit(): { code: number | null; signal: NodeJS.Signals | null } | undefined;
  routes(): Promise<RouteInfo[]>;
  /** The server's memory, after a full garbage collection when `collect`. */
  memory(collect: boolean): Promise<MemoryUsage>;
  stop(): Promise<void>;
}

export interface FuzzServerOptions {
  readonly dataDir: string;
  /** Everything the server writes is appended here. */
  readonly logFile: string;
  /** More environment for the server, e.g. a different rate limit. */
  readonly env: Readonly<Record<string, string>>;
  /** More node flags, e.g. --cpu-prof. */
  readonly nodeFlags: readonly string[];
}

/** Starts the server on a free 127.0.0.1 port with a fresh SQLite file; resolves once /api/health answers. */
export async function startFuzzServer(options: FuzzServerOptions): Promise<FuzzServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  // A small stand-in for the web build, always: the fuzzer must meet the same server whether or not the web app
  // was built (unbuilt, the page routes answer 503 "not built", which is no fault of the server's).
  const webDist = join(options.dataDir, 'web-dist');
  writeWebDistFixture(webDist);
  const env = childServerEnv(port, options.dataDir, { WEB_DIST: webDist, ...options.env });
  const flags = [
    ...options.nodeFlags,
    '--expose-gc',
    '--import',
    'tsx',
    '--import',
    PROBE,
    'apps/server/src/main.ts',
  ];
  const child = spawn(process.execPath, flags, {
    cwd: REPO_ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  const file = createWriteStream(options.logFile, { flags: 'a' });
  child.stdout?.pipe(file, { end: false });
  child.stderr?.pipe(file, { end: false });
  const log = new ServerLog(child);
  let ended: { code: number | null; signal: NodeJS.Signals | null } | undefined;
  const exited = new Promise<void>((resolve) =>
    child.once('exit', (code, signal) => {
      ended = { code, signal };
      file.end();
      resolve();
    }),
  );

  let nextId = 1;
  const waiting = new Map<number, (reply: ProbeReply) => void>();
  child.on('message', (reply: ProbeReply) => waiting.get(reply.id)?.(reply));
  // A message to a process that just died fails through send's callback; the event must not end us.
  child.on('error', () => {});
  const ask = (request: ProbeQuestion): Promise<ProbeReply> => {
    const id = nextId++;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        waiting.delete(id);
        reject(new Error(`the server's probe did not answer ${request.type}`));
      }, 30_000);
      waiting.set(id, (reply) => {
        clearTimeout(timer);
        waiting.delete(id);
        resolve(reply);
      });
      if (ended !== undefined) return reject(new Error('the server has ended'));
      child.send({ ...request, id }, (error) => {
        if (error === null) return;
        clearTimeout(timer);
        waiting.delete(id);
        reject(error);
      });
    });
  };

  const started = Date.now();
  for (;;) {
    if (ended !== undefined) throw new Error(`the server exited before it was ready:\n${log.tail()}`);
    if (Date.now() - started > 90_000) {
      child.kill('SIGKILL');
      throw new Error('the server was not ready within 90 s');
    }
    if (await healthy(url)) break;
    await sleep(200);
  }

  return {
    url,
    pid: child.pid ?? 0,
    log,
    exit: () => ended,
    routes: async () => {
      const reply = await ask({ type: 'routes' });
      return reply.type === 'routes' ? reply.routes : [];
    },
    memory: async (collect) => {
      const reply = await ask({ type: 'memory', collect });
      if (reply.type !== 'memory') throw new Error('the probe answered something else');
      return reply.memory;
    },
    stop: async () => {
      if (ended !== undefined) return;
      child.kill('SIGTERM');
      const late = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(late);
    },
  };
}
