import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { FloorCommand, FloorReading } from './floor-messages.ts';

/**
 * The transport's floor: what socket.io alone costs the server's main thread per acknowledged message,
 * with the bench's number of websockets and rate of intents, on this machine, bots included. No game,
 * no database, no validation: a lower bound for the game server's CPU per ack (bench/README.md).
 *
 *   npm run bench:floor                  # 6,000 sockets, one message every 5.5 s each, 60 s
 *   FANOUT=0.6 npm run bench:floor       # + a progress-sized message to the room's others on 60 % of acks
 */
const sockets = Number(process.env.SOCKETS ?? '6000');
const seconds = Number(process.env.DURATION_S ?? '60');
const clientProcesses = 4;
const execArgv = ['--import', 'tsx'];
const here = (file: string) => fileURLToPath(new URL(file, import.meta.url));

const next = <T>(child: ChildProcess): Promise<T> =>
  new Promise((resolve) => child.once('message', (message) => resolve(message as T)));
const tell = (child: ChildProcess, command: FloorCommand) => child.send(command);

const server = fork(here('./floor-server.ts'), { execArgv });
const { port } = await next<{ port: number }>(server);
const clients = Array.from({ length: clientProcesses }, (_, index) => {
  const share = Math.ceil(sockets / clientProcesses);
  const env = { ...process.env, URL: `http://127.0.0.1:${port}`, FROM: String(index * share) };
  return fork(here('./floor-clients.ts'), { execArgv, env: { ...env, SOCKETS: String(share) } });
});
await Promise.all(clients.map((client) => next<'ready'>(client)));
console.log(`${sockets} sockets connected; measuring ${seconds} s`);

tell(server, 'start');
for (const client of clients) tell(client, 'go');
await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
tell(server, 'stop');
const reading = await next<FloorReading>(server);
const latencies = (await Promise.all(clients.map((client) => (tell(client, 'end'), next<number[]>(client)))))
  .flat()
  .sort((a, b) => a - b);
tell(server, 'exit');

const percentile = (share: number) => (latencies[Math.floor(latencies.length * share)] ?? 0).toFixed(1);
console.log(
  `fan-out ${process.env.FANOUT ?? '0'}: ${reading.acks} acks, ` +
    `server main-thread CPU per ack ${(reading.runMs / reading.acks).toFixed(3)} ms, ` +
    `ack p50 ${percentile(0.5)} ms, p99 ${percentile(0.99)} ms`,
);
