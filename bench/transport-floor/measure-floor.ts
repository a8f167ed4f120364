import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { pinMainThread, pinProcess } from '../core-pinning.ts';
import type { FloorCommand, FloorReading } from './floor-messages.ts';

/** One sitting of the floor: how many sockets, how long, how much fan-out, and where it runs. */
export interface FloorRun {
  readonly sockets: number;
  readonly seconds: number;
  /** Chance that an ack also sends a progress-sized message to the sender's room (the game's 0.35). */
  readonly fanOut: number;
  /** The floor server's main-thread core and the rest's, as a game node takes them (core-pinning.ts); undefined: any. */
  readonly cpus?: { readonly main: string; readonly others: string } | undefined;
}

export interface FloorResult {
  readonly sockets: number;
  readonly fanOut: number;
  readonly acks: number;
  /** The floor server's main-thread CPU per ack. */
  readonly msPerAck: number;
  readonly ackP50Ms: number;
  readonly ackP99Ms: number;
}

const CLIENT_PROCESSES = 4;
const execArgv = ['--import', 'tsx'];
const here = (file: string) => fileURLToPath(new URL(file, import.meta.url));

const next = <T>(child: ChildProcess): Promise<T> =>
  new Promise((resolve) => child.once('message', (message) => resolve(message as T)));
const tell = (child: ChildProcess, command: FloorCommand) => child.send(command);

/**
 * socket.io alone, with nothing behind it, answering the bench's rate of intents from `sockets`
 * websockets: its server's main-thread CPU per ack is the floor under the game's (bench/README.md).
 */
export async function measureFloor(run: FloorRun, log: (line: string) => void): Promise<FloorResult> {
  const env = { ...process.env, FANOUT: String(run.fanOut) };
  const server = fork(here('./floor-server.ts'), { execArgv, env });
  const { port } = await next<{ port: number }>(server);
  // Pinned as the game's server is: its main thread alone, its other threads with the clients.
  if (run.cpus !== undefined && server.pid !== undefined)
    pinMainThread(server.pid, run.cpus.main, run.cpus.others);
  const share = Math.ceil(run.sockets / CLIENT_PROCESSES);
  const clients = Array.from({ length: CLIENT_PROCESSES }, (_, index) => {
    const clientEnv = { ...env, URL: `http://127.0.0.1:${port}`, FROM: String(index * share) };
    return fork(here('./floor-clients.ts'), { execArgv, env: { ...clientEnv, SOCKETS: String(share) } });
  });
  for (const client of clients)
    if (run.cpus !== undefined && client.pid !== undefined) pinProcess(client.pid, run.cpus.others);
  await Promise.all(clients.map((client) => next<'ready'>(client)));
  log(`floor: ${share * CLIENT_PROCESSES} sockets connected; measuring ${run.seconds} s`);

  tell(server, 'start');
  for (const client of clients) tell(client, 'go');
  await new Promise((resolve) => setTimeout(resolve, run.seconds * 1000));
  tell(server, 'stop');
  const reading = await next<FloorReading>(server);
  const latencies = (
    await Promise.all(clients.map((client) => (tell(client, 'end'), next<number[]>(client))))
  )
    .flat()
    .sort((a, b) => a - b);
  tell(server, 'exit');
  await new Promise((resolve) => (server.exitCode === null ? server.once('exit', resolve) : resolve(0)));

  const percentile = (share: number) =>
    Math.round((latencies[Math.floor(latencies.length * share)] ?? 0) * 10) / 10;
  return {
    sockets: share * CLIENT_PROCESSES,
    fanOut: run.fanOut,
    acks: reading.acks,
    msPerAck: Math.round((reading.runMs / Math.max(1, reading.acks)) * 1000) / 1000,
    ackP50Ms: percentile(0.5),
    ackP99Ms: percentile(0.99),
  };
}

/** The floor's result in one line. */
export function describeFloor(result: FloorResult): string {
  return (
    `floor (socket.io alone, fan-out ${result.fanOut}): ${result.acks} acks, ` +
    `server main-thread CPU per ack ${result.msPerAck.toFixed(3)} ms, ` +
    `ack p50 ${result.ackP50Ms} ms, p99 ${result.ackP99Ms} ms`
  );
}
