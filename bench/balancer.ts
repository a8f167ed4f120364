import { spawn } from 'node:child_process';
import { accessSync, constants, createWriteStream, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { haproxyConfig, HAPROXY_PATH, type BalancerLayout } from './haproxy-config.ts';
import { restorePriority } from './priority.ts';
import { healthy } from './server-child.ts';

/** The HAProxy a multi-node run starts in front of its nodes. */
export interface Balancer {
  readonly url: string;
  readonly pid: number;
  stop(): Promise<void>;
}

/** Fails with a clear message unless HAProxy is installed where the bench expects it. */
export function requireHaproxy(): void {
  try {
    accessSync(HAPROXY_PATH, constants.X_OK);
  } catch {
    throw new Error(
      `NODES needs HAProxy at ${HAPROXY_PATH} (Debian: apt-get install haproxy); it was not found`,
    );
  }
}

/**
 * Writes the configuration into `dir`, starts HAProxy in the foreground (so it ends with the bench)
 * and resolves once a health check through it answers, i.e. once it sees at least one node up.
 */
export async function startBalancer(layout: BalancerLayout, dir: string, logFile: string): Promise<Balancer> {
  requireHaproxy();
  const configFile = join(dir, 'haproxy.cfg');
  writeFileSync(configFile, haproxyConfig(layout));
  const child = spawn(HAPROXY_PATH, ['-db', '-f', configFile], { stdio: ['ignore', 'pipe', 'pipe'] });
  // It forwards every packet of every bot: it runs at the servers' priority, not the bots'.
  restorePriority(child.pid);
  const log = createWriteStream(logFile, { flags: 'a' });
  child.stdout.pipe(log, { end: false });
  child.stderr.pipe(log, { end: false });
  let running = true;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  void exited.then(() => {
    running = false;
    log.end();
  });
  const url = `http://127.0.0.1:${layout.port}`;
  const started = Date.now();
  while (!(await healthy(url))) {
    if (!running) throw new Error(`HAProxy exited at start; see ${logFile}`);
    if (Date.now() - started > 20_000) {
      child.kill('SIGKILL');
      throw new Error(`HAProxy did not pass requests on within 20 s; see ${logFile}`);
    }
    await sleep(200);
  }
  return {
    url,
    pid: child.pid ?? 0,
    stop: async () => {
      if (!running) return;
      child.kill('SIGTERM');
      const late = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(late);
    },
  };
}
