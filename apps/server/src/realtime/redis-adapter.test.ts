import { randomUUID } from 'node:crypto';
import type { Server } from 'socket.io';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeWithService } from '../testing/describe-with-service.ts';
import { signInAsGuest } from '../testing/identity-client.ts';
import { redisUnavailableReason, TEST_REDIS_URL } from '../testing/redis-availability.ts';
import { connectTestSocket, nextHello, type TestSocket } from '../testing/socket-client.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

describeWithService(
  'socket.io across two nodes sharing Redis',
  'Redis',
  await redisUnavailableReason(),
  () => {
    let nodes: TestServer[] = [];
    let sockets: TestSocket[] = [];

    beforeAll(async () => {
      nodes = await Promise.all([1, 2].map(() => startTestServer({ env: { REDIS_URL: TEST_REDIS_URL } })));
    });
    afterAll(async () => {
      for (const socket of sockets) socket.disconnect();
      await Promise.all(nodes.map((node) => node.close()));
    });

    it('delivers a room broadcast from one node to a member connected to the other', async () => {
      const [nodeA, nodeB] = nodes as [TestServer, TestServer];
      const room = `room-${randomUUID()}`;
      for (const node of nodes) node.io.on('connection', (socket) => socket.join(room));

      // Each node has its own database here, so each member signs in on the node it connects to.
      const [guestA, guestB] = await Promise.all([signInAsGuest(nodeA.url), signInAsGuest(nodeB.url)]);
      sockets = [
        connectTestSocket(nodeA.url, { extraHeaders: { cookie: guestA.cookie } }),
        connectTestSocket(nodeB.url, { extraHeaders: { cookie: guestB.cookie } }),
      ];
      await Promise.all(sockets.map(nextHello));

      // Both members are visible from node A, so node B's subscription is live before we broadcast.
      expect(await nodeA.io.in(room).fetchSockets()).toHaveLength(2);

      // An event of the test's own, outside the app's protocol, hence the untyped views.
      const received = sockets.map(
        (socket) => new Promise<unknown>((resolve) => (socket as Socket).once('test:broadcast', resolve)),
      );
      (nodeA.io as unknown as Server).to(room).emit('test:broadcast', { from: 'node A' });
      expect(await Promise.all(received)).toEqual([{ from: 'node A' }, { from: 'node A' }]);
    });
  },
);

describe('socket.io with an unreachable Redis', () => {
  it('refuses to start and names REDIS_URL', async () => {
    // Port 1 on this machine has nothing listening, so the connection is refused at once.
    await expect(startTestServer({ env: { REDIS_URL: 'redis://127.0.0.1:1' } })).rejects.toThrow(
      /^Cannot connect to Redis at REDIS_URL: .*ECONNREFUSED/,
    );
  });
});
