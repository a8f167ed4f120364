import { connect } from 'node:net';

/**
 * Fails with a clear message unless Redis answers PING at `redisUrl` (a refusal for want of a
 * password counts as an answer: the nodes will say what is wrong with their credentials).
 */
export async function requireRedis(redisUrl: string): Promise<void> {
  // TLS would need a handshake first; the nodes report a rediss:// Redis that does not answer.
  if (redisUrl.startsWith('rediss:')) return;
  const { hostname, port } = new URL(redisUrl);
  const reply = await new Promise<string>((resolve) => {
    const socket = connect({ host: hostname || '127.0.0.1', port: Number(port || 6379) });
    const done = (text: string) => {
      socket.destroy();
      resolve(text);
    };
    socket.setTimeout(3000, () => done('no answer within 3 s'));
    socket.once('error', (error) => done(error.message));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => done(data.toString('utf8')));
  });
  if (!/^[+-]/.test(reply))
    throw new Error(`NODES needs Redis: nothing answers at ${hostname}:${port || 6379} (${reply.trim()})`);
}
