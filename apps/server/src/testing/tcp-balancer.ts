import { connect, createServer, type Socket } from 'node:net';

/**
 * A tiny TCP load balancer for tests of several server nodes: every new connection goes to the next
 * backend in turn, a backend that refuses the connection is skipped, and nothing is sticky, so a
 * client that reconnects after its node died lands on a live one, as behind a real balancer.
 */
export interface TcpBalancer {
  /** `http://127.0.0.1:<port>`: what clients connect to (and the nodes' PUBLIC_URL). */
  readonly url: string;
  /** Sets the backends' ports (the nodes may start after the balancer, which they must know). */
  setBackends(ports: readonly number[]): void;
  /** The backend port of every connection made so far, oldest first. */
  connections(): readonly number[];
  /**
   * From now on drops whatever the backend on `port` sends its clients (its connections stay open): a
   * request it receives is then committed while its answer is lost, as when a node dies just after.
   */
  silence(port: number): void;
  close(): Promise<void>;
}

export async function startTcpBalancer(): Promise<TcpBalancer> {
  let backends: readonly number[] = [];
  let next = 0;
  const made: number[] = [];
  const silenced = new Set<number>();
  const open = new Set<Socket>();

  const track = (socket: Socket) => {
    open.add(socket);
    socket.once('close', () => open.delete(socket));
  };

  /** Joins `client` to the first backend, from the next in turn, that accepts a connection. */
  const route = (client: Socket, tried = 0) => {
    if (tried >= backends.length) return client.destroy();
    const port = backends[next++ % backends.length] ?? 0;
    const backend = connect(port, '127.0.0.1');
    track(backend);
    let connected = false;
    backend.on('error', () => (connected ? client.destroy() : route(client, tried + 1)));
    backend.once('connect', () => {
      connected = true;
      made.push(port);
      // By hand rather than pipe(): a silenced backend's bytes must be read (so its end is seen) and dropped.
      backend.on('data', (chunk) => silenced.has(port) || client.write(chunk));
      client.on('data', (chunk) => backend.write(chunk));
      backend.once('close', () => client.destroy());
      client.once('close', () => backend.destroy());
      client.resume();
    });
  };

  const server = createServer({ pauseOnConnect: true }, (client) => {
    track(client);
    client.on('error', () => client.destroy());
    route(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address !== null ? address.port : 0;

  return {
    url: `http://127.0.0.1:${port}`,
    setBackends: (ports) => void (backends = [...ports]),
    connections: () => [...made],
    silence: (backendPort) => void silenced.add(backendPort),
    close() {
      for (const socket of open) socket.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
