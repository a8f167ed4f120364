import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { spawnServerProcess, type ServerProcess } from './server-process.ts';

/** What every node of one test cluster shares: the database, Redis, the public address and the secret. */
export interface ClusterSettings {
  readonly databaseUrl: string;
  readonly redisUrl: string;
  /** The balancer's address: what browsers would open, so what each node must allow as Origin. */
  readonly publicUrl: string;
  /** Every node signs sessions alike, or a session made on one would be refused by another. */
  readonly sessionSecret: string;
  /** A folder with a web build (writeWebDistFixture). */
  readonly webDist: string;
}

/** One server node, as `npm start` runs it, in its own process (so it can die of a real SIGKILL). */
export interface ServerNode {
  readonly port: number;
  readonly process: ServerProcess;
  /** SIGKILL, as a crash would; resolves once the process is gone. */
  kill(): Promise<void>;
}

/** A secret long enough for SESSION_SECRET, new for each cluster. */
export function clusterSecret(): string {
  return randomBytes(32).toString('hex');
}

/** Starts a node of the cluster on a free port, with its own data folder under `dataDir`. */
export async function startServerNode(settings: ClusterSettings, dataDir: string): Promise<ServerNode> {
  const started = spawnServerProcess({
    PORT: '0',
    DATA_DIR: join(dataDir, randomBytes(4).toString('hex')),
    WEB_DIST: settings.webDist,
    DATABASE_URL: settings.databaseUrl,
    REDIS_URL: settings.redisUrl,
    PUBLIC_URL: settings.publicUrl,
    SESSION_SECRET: settings.sessionSecret,
  });
  const url = await started.ready;
  return {
    port: Number(new URL(url).port),
    process: started,
    async kill() {
      const { child, exited } = started;
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
}
