import { randomUUID } from 'node:crypto';
import { createServer, type Server as HttpServer } from 'node:http';
import { PROTOCOL_VERSION } from '@npat/protocol';
import { pino } from 'pino';
import type { Server } from 'socket.io';
import { io as connect, type Socket } from 'socket.io-client';
import { createClient } from 'redis';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeWithService } from '../testing/describe-with-service.ts';
import { redisUnavailableReason, TEST_REDIS_URL } from '../testing/redis-availability.ts';
import { useRedisAdapter, type RedisAdapterHandle } from './redis-adapter.ts';
import { ANSWER_TIMEOUT_MS } from './room-locality.ts';
import { createSocketServer } from './socket-server.ts';

/** A bare socket.io node on the app's server options and Redis adapter, without the game behind it. */
interface Node {
  readonly url: string;
  readonly io: Server;
  readonly redis: RedisAdapterHandle;
  close(): Promise<void>;
}

async function startNode(): Promise<Node> {
  const http: HttpServer = createServer();
  const io = createSocketServer(http, { publicOrigin: '', isShuttingDown: () => false });
  const redis = await useRedisAdapter(io, TEST_REDIS_URL, pino({ level: 'silent' }));
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const address = http.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address !== null ? address.port : 0}`;
  return {
    url,
    io: io as unknown as Server,
    redis,
    async close() {
      await io.close();
      await redis.disconnect();
    },
  };
}

const sockets: Socket[] = [];
/** A client connected to `node`; the server side joins `room` (awaited) and acks 'joined'. */
async function memberOf(node: Node, room: string): Promise<Socket> {
  const socket = connect(node.url, {
    transports: ['websocket'],
    forceNew: true,
    extraHeaders: { origin: node.url },
    auth: { protocolVersion: PROTOCOL_VERSION },
    query: { room },
  });
  sockets.push(socket);
  await new Promise((resolve) => socket.once('joined', resolve));
  return socket;
}

function joinOnConnection(node: Node) {
  node.io.on('connection', (socket) => {
    void Promise.resolve(socket.join(String(socket.handshake.query.room))).then(() => socket.emit('joined'));
  });
}

/** Every message Redis carries on the room's own channel of the adapter, as another node would hear them. */
async function listenOnRedis(room: string) {
  const client = createClient({ url: TEST_REDIS_URL });
  await client.connect();
  const heard: string[] = [];
  await client.sSubscribe(`socket.io#/#${room}#`, (message) => heard.push(message));
  return { heard, close: () => client.close() };
}

const nextEvent = (socket: Socket, name: string) =>
  new Promise<unknown>((resolve) => socket.once(name, (value: unknown) => resolve(value)));
const settle = () => new Promise((resolve) => setTimeout(resolve, 150));

describeWithService('rooms held by one node', 'Redis', await redisUnavailableReason(), () => {
  let nodes: Node[] = [];
  beforeAll(async () => {
    nodes = await Promise.all([startNode(), startNode()]);
    for (const node of nodes) joinOnConnection(node);
  });
  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await Promise.all(nodes.map((node) => node.close()));
  });

  it('broadcast on the node alone, and through Redis once a member joins on another node', async () => {
    const [nodeA, nodeB] = nodes as [Node, Node];
    const room = `room-${randomUUID()}`;
    const redis = await listenOnRedis(room);
    const first = await memberOf(nodeA, room);
    expect(nodeA.redis.isLocal('/', room)).toBe(true);
    const alone = nextEvent(first, 'news');
    nodeA.io.to(room).emit('news', 1);
    expect(await alone).toBe(1);
    await settle();
    expect(redis.heard).toEqual([]);

    // The join on node B resolves once node A answered: what A says right after reaches B.
    const second = await memberOf(nodeB, room);
    expect([nodeA.redis.isLocal('/', room), nodeB.redis.isLocal('/', room)]).toEqual([false, false]);
    const both = [nextEvent(first, 'news'), nextEvent(second, 'news')];
    nodeA.io.to(room).emit('news', 2);
    expect(await Promise.all(both)).toEqual([2, 2]);
    expect(redis.heard).toHaveLength(1);
    await redis.close();
  });

  it('is the node’s alone again once the other node’s last member left', async () => {
    const [nodeA, nodeB] = nodes as [Node, Node];
    const room = `room-${randomUUID()}`;
    await memberOf(nodeA, room);
    const visitor = await memberOf(nodeB, room);
    expect(nodeA.redis.isLocal('/', room)).toBe(false);
    visitor.disconnect();
    await expect.poll(() => nodeA.redis.isLocal('/', room)).toBe(true);
  });

  it('counts a room as shared once its locality channel carries something that is not a node speaking', async () => {
    const [nodeA] = nodes as [Node, Node];
    const room = `room-${randomUUID()}`;
    await memberOf(nodeA, room);
    expect(nodeA.redis.isLocal('/', room)).toBe(true);
    const stranger = createClient({ url: TEST_REDIS_URL });
    await stranger.connect();
    await stranger.sPublish(`npat-locality#/#${room}#`, 'not json {');
    await expect.poll(() => nodeA.redis.isLocal('/', room)).toBe(false);
    await stranger.close();
  });

  it('counts a room as shared when a holder does not answer in time, and the join still goes on', async () => {
    const [nodeA] = nodes as [Node, Node];
    const room = `room-${randomUUID()}`;
    // A subscriber that never answers, as a node would that is stuck or going away.
    const silent = createClient({ url: TEST_REDIS_URL });
    await silent.connect();
    await silent.sSubscribe(`npat-locality#/#${room}#`, () => undefined);
    const started = Date.now();
    await memberOf(nodeA, room);
    expect(Date.now() - started).toBeGreaterThanOrEqual(ANSWER_TIMEOUT_MS - 50);
    expect(nodeA.redis.isLocal('/', room)).toBe(false);
    await silent.close();
  });
});
