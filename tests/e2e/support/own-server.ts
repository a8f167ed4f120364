import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './free-port';

const SERVER_DIR = join(import.meta.dirname, '..', '..', '..', 'apps', 'server');

/**
 * A server of the test's own (not Playwright's web server), on its own port and data directory, that the
 * test can kill with SIGKILL and start again on the same data: a crash, as a player would live through it.
 */
export class OwnServer {
  private child: ChildProcess | null = null;
  private constructor(
    readonly port: number,
    readonly dataDir: string,
  ) {}

  static async start(): Promise<OwnServer> {
    const server = new OwnServer(await freePort(), mkdtempSync(join(tmpdir(), 'npat-e2e-own-')));
    await server.restart();
    return server;
  }

  get baseURL(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** Starts the server process (again) and waits until it answers its health check. */
  async restart(): Promise<void> {
    const child = spawn(process.execPath, ['--heap-growing-percent=25', '--import', 'tsx', 'src/main.ts'], {
      cwd: SERVER_DIR,
      env: {
        PATH: process.env.PATH ?? '',
        PORT: String(this.port),
        HOST: '127.0.0.1',
        DATA_DIR: this.dataDir,
        PUBLIC_URL: this.baseURL,
        AUTH_RATE_LIMIT_PER_MINUTE: '1000',
        GUESTS_PER_IP_PER_MINUTE: '1000',
        GUESTS_PER_IP_PER_HOUR: '100000',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    this.child = child;
    for (let attempt = 0; attempt < 300; attempt++) {
      if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
      const healthy = await fetch(`${this.baseURL}/api/health`).then(
        (response) => response.ok,
        () => false,
      );
      if (healthy) return;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error('the server did not become healthy within 60 s');
  }

  /** Kills the process at once, as a crash would: no shutdown, no goodbye to the clients. */
  async crash(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
  }
}
