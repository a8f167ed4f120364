import { AUTH_ROUTES, avatarPath } from '@npat/protocol';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEFAULT_GUESTS_PER_IP } from '../config.ts';
import { describeWithService } from '../testing/describe-with-service.ts';
import { describeOnEachDatabase } from '../testing/describe-on-each-database.ts';
import { sendJson, uniqueNickname } from '../testing/identity-client.ts';
import { createTestClock } from '../testing/test-clock.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import {
  createPostgresTestDatabase,
  postgresUnavailableReason,
  type PostgresTestDatabase,
} from '../storage/testing/postgres-test-database.ts';

const TOO_MANY = {
  code: 'too-many-requests',
  message: 'Too many attempts. Please wait a minute and try again.',
};
const newGuest = () => ({ nickname: uniqueNickname(), photoURL: avatarPath('lion') });

describeOnEachDatabase('rate limits', (startServer) => {
  let server: TestServer;
  // Frozen half a minute into a window (and a minute into the hour), so no window ends while a test counts.
  const clock = createTestClock();
  beforeAll(async () => {
    server = await startServer({
      now: clock.now,
      env: {
        AUTH_RATE_LIMIT_PER_MINUTE: '3',
        GUESTS_PER_IP_PER_MINUTE: String(DEFAULT_GUESTS_PER_IP.perMinute),
        GUESTS_PER_IP_PER_HOUR: String(DEFAULT_GUESTS_PER_IP.perHour),
      },
    });
  });
  afterAll(() => server?.close());

  const post = (path: string, body: unknown) => sendJson(`${server.url}${path}`, 'POST', body);
  const createGuests = async (count: number) => {
    const statuses = [];
    for (let guest = 0; guest < count; guest += 1)
      statuses.push((await post(AUTH_ROUTES.guest, newGuest())).status);
    return statuses;
  };

  it('lets a class of 35 behind one address join within a minute', async () => {
    expect(await createGuests(35)).toEqual(Array.from({ length: 35 }, () => 201));
  });

  it('answers a script past the minute allowance with 429 and Retry-After', async () => {
    expect(new Set(await createGuests(DEFAULT_GUESTS_PER_IP.perMinute - 35))).toEqual(new Set([201]));
    const refused = await post(AUTH_ROUTES.guest, newGuest());
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('30');
    expect(await refused.json()).toEqual(TOO_MANY);
  });

  it('stops a script that comes back every minute once the hour has made 200 guests', async () => {
    // 50 guests so far; the refusal made none, so it does not count in the hour (decision 049).
    const perMinute = DEFAULT_GUESTS_PER_IP.perMinute;
    for (let minute = 1; minute <= 3; minute += 1) {
      clock.advance(60_000);
      expect(new Set(await createGuests(perMinute))).toEqual(new Set([201]));
    }
    clock.advance(60_000);
    const refused = await post(AUTH_ROUTES.guest, newGuest());
    expect(refused.status).toBe(429);
    // 12:04:30 now: the hour's window ends at 13:00.
    expect(refused.headers.get('retry-after')).toBe(String(55 * 60 + 30));

    clock.advance(56 * 60_000);
    expect((await post(AUTH_ROUTES.guest, newGuest())).status).toBe(201);
  });

  it('answers the fourth sign-in from one IP within a minute with 429, whichever emails it tries', async () => {
    for (const email of ['first@example.com', 'second@example.com', 'third@example.com'])
      expect((await post(AUTH_ROUTES.signIn, { email, password: 'wrong guess' })).status).toBe(401);
    const refused = await post(AUTH_ROUTES.signIn, { email: 'fourth@example.com', password: 'wrong guess' });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused.json()).toEqual(TOO_MANY);
  });

  it('sends at most 3 reset mails an hour to one email, known or not', async () => {
    clock.advance(60 * 60_000);
    for (const email of ['limited@example.com', 'limited@example.com', 'LIMITED@example.com']) {
      expect((await post(AUTH_ROUTES.passwordResetRequest, { email })).status).toBe(202);
      clock.advance(60_000); // keep the per-IP limit out of the way
    }
    const refused = await post(AUTH_ROUTES.passwordResetRequest, { email: 'limited@example.com' });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).not.toBeNull();
  });
});

describeWithService('rate limits across nodes', 'PostgreSQL', await postgresUnavailableReason(), () => {
  let testDatabase: PostgresTestDatabase;
  let nodes: TestServer[] = [];
  const clock = createTestClock();
  beforeAll(async () => {
    testDatabase = await createPostgresTestDatabase();
    const env = { DATABASE_URL: testDatabase.url, GUESTS_PER_IP_PER_MINUTE: '3' };
    nodes = [await startTestServer({ env, now: clock.now }), await startTestServer({ env, now: clock.now })];
  });
  afterAll(async () => {
    await Promise.all(nodes.map((node) => node.close()));
    await testDatabase?.drop();
  });

  it('counts attempts on every node sharing the database together', async () => {
    const [nodeA, nodeB] = nodes as [TestServer, TestServer];
    const postGuest = (node: TestServer) => sendJson(`${node.url}${AUTH_ROUTES.guest}`, 'POST', newGuest());
    expect((await postGuest(nodeA)).status).toBe(201);
    expect((await postGuest(nodeB)).status).toBe(201);
    expect((await postGuest(nodeA)).status).toBe(201);
    expect((await postGuest(nodeB)).status).toBe(429);
  });
});
