import { join } from 'node:path';
import { startCluster, type Cluster } from './cluster.ts';
import { serverCpus, type PinPlan } from './core-pinning.ts';
import { nodeReadings, type NodeReadings } from './node-readings.ts';
import type { BenchOptions } from './options.ts';
import { freePort, startServer, type ServerChild } from './server-child.ts';

/** The server(s) a run plays against, one node or many behind a balancer, seen the same way. */
export interface BenchServers {
  /** Where the bots go: the one server, or the balancer. */
  readonly url: string;
  /** 1 without NODES. */
  readonly nodeCount: number;
  /** The nodes' processes, for CPU and RSS; undefined for a server given by URL. */
  readonly readings: NodeReadings | undefined;
  /** Set in a multi-node run. */
  readonly cluster: Cluster | undefined;
  /**
   * For the read-back after the games: SIGKILL, then a server on the same data (one node, reached
   * directly, in a multi-node run); resolves with the URL to read through.
   */
  restartForCheck(): Promise<string>;
  /** The nodes' own URLs, for their /api/health bodies. */
  healthUrls(): string[];
  problems(): string[];
  stop(): Promise<void>;
}

/** Starts what the options ask for; `dataDir` is undefined when URL names a running server. */
export async function startBenchServers(
  options: BenchOptions,
  dataDir: string | undefined,
  resultsDir: string,
  profileDir: string | undefined,
  pinning: PinPlan,
): Promise<BenchServers> {
  if (dataDir === undefined) {
    const url = options.url ?? '';
    return {
      url,
      nodeCount: 1,
      readings: undefined,
      cluster: undefined,
      restartForCheck: () => Promise.reject(new Error('a server given by URL is not restarted')),
      healthUrls: () => [url],
      problems: () => [],
      stop: () => Promise.resolve(),
    };
  }
  if (options.nodes !== undefined) {
    const cluster = await startCluster(options, dataDir, resultsDir, { profileDir, pinning });
    return {
      url: cluster.url,
      nodeCount: cluster.nodes.length,
      readings: nodeReadings(cluster.nodes.map((node) => node.pid)),
      cluster,
      restartForCheck: () => cluster.restartOneNode(),
      healthUrls: () => cluster.liveUrls(),
      problems: () => cluster.problems(),
      stop: () => cluster.stop(),
    };
  }
  const serverOptions = {
    port: await freePort(),
    dataDir,
    databaseUrl: options.databaseUrl,
    roomRetentionDays: options.roomRetentionDays,
    profileDir,
    nodeFlags: options.serverFlags,
    logFile: join(resultsDir, 'server.log'),
    cpus: serverCpus(pinning, 0),
  };
  let server: ServerChild = await startServer(serverOptions);
  const problems: string[] = [];
  return {
    url: server.url,
    nodeCount: 1,
    readings: nodeReadings([server.pid]),
    cluster: undefined,
    async restartForCheck() {
      await server.kill();
      problems.push(...server.problems);
      server = await startServer(serverOptions);
      return server.url;
    },
    healthUrls: () => [server.url],
    problems: () => [...problems, ...server.problems],
    stop: () => server.stop(),
  };
}
