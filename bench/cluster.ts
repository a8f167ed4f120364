import { join } from 'node:path';
import { requireHaproxy, startBalancer, type Balancer } from './balancer.ts';
import type { BenchOptions } from './options.ts';
import { requireRedis } from './redis-ping.ts';
import { serverCpus, type PinPlan } from './core-pinning.ts';
import { freePort, startServer, type ServerChild, type ServerChildOptions } from './server-child.ts';
import { createTemporaryDatabase, type TemporaryDatabase } from './temporary-database.ts';

/** NODES server children on one fresh PostgreSQL database and one Redis, behind one HAProxy. */
export interface Cluster {
  /** The balancer's URL: the players' only way in, and every node's PUBLIC_URL. */
  readonly url: string;
  /** Every node started, in order, including one that was killed (its counters stay readable as last seen). */
  readonly nodes: ServerChild[];
  readonly killed: Set<number>;
  /** SIGKILLs node `index` (and leaves it dead for the rest of the run). */
  killNode(index: number): Promise<void>;
  /**
   * For the durability check: SIGKILLs every node still alive and starts one fresh node on the same
   * database, reached directly; resolves with its URL.
   */
  restartOneNode(): Promise<string>;
  /** The live nodes' own URLs, for their health bodies. */
  liveUrls(): string[];
  problems(): string[];
  stop(): Promise<void>;
}

async function distinctPorts(count: number): Promise<number[]> {
  const ports = new Set<number>();
  while (ports.size < count) ports.add(await freePort());
  return [...ports];
}

/**
 * Starts the database, the nodes (the first alone, so it runs the migrations) and the balancer. With
 * `profileDir`, node 1 runs with the CPU profiler (the nodes do the same work, so one stands for all).
 */
export async function startCluster(
  options: BenchOptions,
  dataDir: string,
  resultsDir: string,
  { profileDir, pinning }: { profileDir?: string | undefined; pinning?: PinPlan } = {},
): Promise<Cluster> {
  const count = options.nodes ?? 1;
  requireHaproxy();
  await requireRedis(options.redisUrl);
  const database: TemporaryDatabase = await createTemporaryDatabase(options.databaseUrl ?? '');
  const nodes: ServerChild[] = [];
  const killed = new Set<number>();
  const retired: ServerChild[] = [];
  let balancer: Balancer | undefined;
  const stop = async () => {
    await balancer?.stop();
    await Promise.all([...nodes, ...retired].map((node) => node.stop()));
    await database.drop().catch((error: unknown) => console.error(`could not drop ${database.name}:`, error));
  };
  try {
    const [balancerPort = 0, ...nodePorts] = await distinctPorts(count + 1);
    const url = `http://127.0.0.1:${balancerPort}`;
    const nodeOptions = (port: number, name: string, index?: number): ServerChildOptions => ({
      port,
      dataDir,
      databaseUrl: database.url,
      roomRetentionDays: options.roomRetentionDays,
      profileDir: name === '1' ? profileDir : undefined,
      nodeFlags: options.serverFlags,
      logFile: join(resultsDir, `server-${name}.log`),
      publicUrl: url,
      redisUrl: options.redisUrl,
      cpus: pinning === undefined || index === undefined ? undefined : serverCpus(pinning, index),
    });
    const [firstPort = 0, ...otherPorts] = nodePorts;
    nodes.push(await startServer(nodeOptions(firstPort, '1', 0)));
    nodes.push(
      ...(await Promise.all(
        otherPorts.map((port, index) => startServer(nodeOptions(port, String(index + 2), index + 1))),
      )),
    );
    const maxConnections = options.rooms * options.players + 1000;
    balancer = await startBalancer(
      { port: balancerPort, nodePorts, maxConnections },
      dataDir,
      join(resultsDir, 'haproxy.log'),
    );
    return {
      url,
      nodes,
      killed,
      async killNode(index) {
        killed.add(index);
        await nodes[index]?.kill();
      },
      async restartOneNode() {
        await Promise.all(nodes.map((node) => node.kill()));
        const port = (await distinctPorts(1))[0] ?? 0;
        const fresh = await startServer({ ...nodeOptions(port, 'restarted'), publicUrl: undefined });
        retired.push(fresh);
        return fresh.url;
      },
      liveUrls: () => nodes.filter((_, index) => !killed.has(index)).map((node) => node.url),
      problems: () =>
        [...nodes, ...retired].flatMap((node, index) =>
          node.problems.map((line) => `node ${index + 1}: ${line}`),
        ),
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
