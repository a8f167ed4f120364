import { Agent, request } from 'node:http';

/** One HTTP request as the fuzzer sends it, and as a finding's reproduction shows it. */
export interface HttpMessage {
  readonly method: string;
  /** Path and query string, sent as they are (not normalised, not re-encoded). */
  readonly path: string;
  readonly headers: Readonly<Record<string, string>>;
  /** The body's exact bytes; none for a request without one. */
  readonly body?: string | Buffer;
}

export interface HttpAnswer {
  readonly status: number;
  readonly headers: Record<string, string | string[] | undefined>;
  readonly text: string;
}

/** Keep-alive connections from one loopback address, so per-IP limits apply per fuzz worker. */
export interface LoopbackAgent extends Agent {
  /** An agent of the same address whose requests each get a connection of their own. */
  localAlone(): Agent;
}

export function loopbackAgent(localAddress: string): LoopbackAgent {
  const options = (keepAlive: boolean) =>
    ({ keepAlive, maxSockets: 8, localAddress }) as ConstructorParameters<typeof Agent>[0];
  const alone = new Agent(options(false));
  return Object.assign(new Agent(options(true)), { localAlone: () => alone });
}

/**
 * Sends `message` to the server at `baseUrl` with node's own client: it sends headers, methods and
 * paths that fetch would refuse or rewrite. Rejects on a network error or after `timeoutMs`.
 */
export function sendHttp(
  baseUrl: string,
  agent: Agent,
  message: HttpMessage,
  timeoutMs = 15_000,
): Promise<HttpAnswer> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const outgoing = request(
      { agent, host: hostname, port, method: message.method, path: message.path, headers: message.headers },
      (response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          // Only the start of a body is kept: a reproduction needs the status and the error code.
          if (size < 4096) chunks.push(chunk);
          size += chunk.length;
        });
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            text: Buffer.concat(chunks).toString('utf8').slice(0, 4096),
          }),
        );
        response.on('error', reject);
      },
    );
    outgoing.setTimeout(timeoutMs, () => outgoing.destroy(new Error(`no answer within ${timeoutMs} ms`)));
    outgoing.on('error', reject);
    outgoing.end(message.body);
  });
}
