import { AUTH_ROUTES, avatarPath } from '@npat/protocol';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeWithService } from '../testing/describe-with-service.ts';
import { describeOnEachDatabase } from '../testing/describe-on-each-database.ts';
import { sendJson, signUpAccount, uniqueNickname } from '../testing/identity-client.ts';
import { createTestClock } from '../testing/test-clock.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import {
  createPostgresTestDatabase,
  postgresUnavailableReason,
  type PostgresTestDatabase,
} from '../storage/testing/postgres-test-database.ts';

const TOO_MANY = {
  error: 'too_many_requests',
  message: 'Too many attempts. Please wait a minute and try again.',
};
const newGuest = () => ({ nickname: uniqueNickname(), photoURL: avatarPath('lion') });

describeOnEachDatabase('rate limits', (startServer) => {
  let server: TestServer;
  // Frozen half a minute into a window, so no window ends while a test counts.
  const clock = createTestClock();
  beforeAll(async () => {
    server = await startServer({ now: clock.now, env: { AUTH_RATE_LIMIT_PER_MINUTE: '3' } });
  });
  afterAll(() => server?.close());

  const post = (path: string, body: unknown) => sendJson(`${server.url}${path}`, 'POST', body);

  it('answers the fourth guest creation from one IP within a minute with 429 and Retry-After', async () => {
    for (let attempt = 1; attempt <= 3; attempt += 1)
      expect((await post(AUTH_ROUTES.guest, newGuest())).status).toBe(201);
    const refused = await post(AUTH_ROUTES.guest, newGuest());
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('30');
    expect(await refused.json()).toEqual(TOO_MANY);

    clock.advance(30_000);
    expect((await post(AUTH_ROUTES.guest, newGuest())).status).toBe(201);
  });

  it('locks sign-in to an account after 5 wrong passwords, even for the right one, for 15 minutes', async () => {
    clock.advance(60_000);
    const account = await signUpAccount(server.url);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      if (attempt === 3) clock.advance(60_000); // fresh per-IP window; the account's window goes on
      expect((await post(AUTH_ROUTES.signIn, { email: account.email, password: 'wrong guess' })).status).toBe(
        401,
      );
    }
    clock.advance(60_000);
    const locked = await post(AUTH_ROUTES.signIn, { email: account.email, password: account.password });
    expect(locked.status).toBe(429);
    expect(await locked.json()).toEqual(TOO_MANY);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(60);

    clock.advance(15 * 60_000);
    expect(
      (await post(AUTH_ROUTES.signIn, { email: account.email, password: account.password })).status,
    ).toBe(200);
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
    const env = { DATABASE_URL: testDatabase.url, AUTH_RATE_LIMIT_PER_MINUTE: '3' };
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
