import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRoom, signInGuest } from '../http-client.ts';
import { freePort, startServer, type ServerChild } from '../server-child.ts';

const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** The running app the benchmark audits: a server on a fresh database, a guest, and the guest's room. */
export interface AppUnderTest {
  readonly url: string;
  /** Cookie header of the guest's session. */
  readonly cookie: string;
  /** A room the guest created and hosts, so its lobby exists. */
  readonly roomId: string;
  readonly server: ServerChild;
  /** Stops the server and deletes its database. */
  stop(): Promise<void>;
  /** The same at once (SIGKILL), for a process that is about to die of an uncaught error. */
  abandon(): void;
}

/** `npm run build`: the production bundle the server serves from apps/web/dist. */
export function buildWebApp(): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', 'build'], { cwd: REPO_ROOT, stdio: ['ignore', 'inherit', 'inherit'] });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`npm run build exited with ${code ?? 'a signal'}`)),
    );
  });
}

/** Starts the server as `npm start` would, on a temporary SQLite database, and seats a guest in a room. */
export async function startAppUnderTest(logFile: string): Promise<AppUnderTest> {
  const dataDir = mkdtempSync(join(tmpdir(), 'npat-bench-web-'));
  const server = await startServer({
    port: await freePort(),
    dataDir,
    databaseUrl: undefined,
    roomRetentionDays: undefined,
    profileDir: undefined,
    nodeFlags: [],
    logFile,
  });
  const stop = async () => {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const { cookie } = await signInGuest(server.url, 'Lighthouse', 0);
    const { roomId } = await createRoom(server.url, cookie, {
      customCategory1: 'Rivers',
      customCategory2: 'Cheeses',
    });
    const abandon = () => {
      void server.kill();
      rmSync(dataDir, { recursive: true, force: true });
    };
    return { url: server.url, cookie, roomId, server, stop, abandon };
  } catch (error) {
    await stop();
    throw error;
  }
}
