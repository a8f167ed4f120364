import { AUTH_ROUTES } from '@npat/protocol';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeOnEachDatabase } from '../testing/describe-on-each-database.ts';
import { describeWithService } from '../testing/describe-with-service.ts';
import { sendJson, signUpAccount, type SignedUpAccount } from '../testing/identity-client.ts';
import { createTestClock } from '../testing/test-clock.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import {
  createPostgresTestDatabase,
  postgresUnavailableReason,
  type PostgresTestDatabase,
} from '../storage/testing/postgres-test-database.ts';

const MINUTE = 60_000;
const signIn = (server: TestServer, email: string, password: string) =>
  sendJson(`${server.url}${AUTH_ROUTES.signIn}`, 'POST', { email, password });
const guess = (server: TestServer, account: SignedUpAccount) => signIn(server, account.email, 'wrong guess');
const sorted = (statuses: number[]) => [...statuses].sort((a, b) => a - b);
const times = (count: number, status: number) => Array.from({ length: count }, () => status);
/** Every password checked costs a scrypt, which takes a second or more on a busy machine. */
const SCRYPT_HEAVY = { timeout: 60_000 };

// Every request here comes from 127.0.0.1 with the test servers' high per-IP limit, so only the
// per-account throttle answers 429.
describeOnEachDatabase('sign-in throttle', (startServer) => {
  let server: TestServer;
  // Frozen: an account waits until the test moves the clock, however slowly the machine runs.
  const clock = createTestClock();
  beforeAll(async () => {
    server = await startServer({ now: clock.now });
  });
  afterAll(() => server?.close());

  it(
    'lets 5 of 20 parallel wrong passwords for one account be checked and refuses the rest',
    SCRYPT_HEAVY,
    async () => {
      const account = await signUpAccount(server.url);
      const answers = await Promise.all(Array.from({ length: 20 }, () => guess(server, account)));
      expect(sorted(answers.map((answer) => answer.status))).toEqual([...times(5, 401), ...times(15, 429)]);
      const refused = answers.filter((answer) => answer.status === 429);
      expect(refused.map((answer) => answer.headers.get('retry-after'))).toEqual(times(15, 1).map(String));
      expect(await refused[0]?.json()).toEqual({
        code: 'too-many-requests',
        message: 'Too many attempts. Please wait a minute and try again.',
      });
    },
  );

  it('refuses the right password sent while a burst of 9 wrong ones is under way', SCRYPT_HEAVY, async () => {
    const account = await signUpAccount(server.url);
    const burst = Array.from({ length: 9 }, () => guess(server, account));
    await Promise.race(burst); // the first answer is back while most of the burst is still being checked
    const right = await signIn(server, account.email, account.password);
    expect(right.status).toBe(429);
    expect(sorted((await Promise.all(burst)).map((answer) => answer.status))).toEqual([
      ...times(5, 401),
      ...times(4, 429),
    ]);

    clock.advance(1000);
    expect((await signIn(server, account.email, account.password)).status).toBe(200);
  });

  it(
    'makes each wrong password after the fifth wait twice as long as the last, up to a minute',
    SCRYPT_HEAVY,
    async () => {
      const account = await signUpAccount(server.url);
      for (let attempt = 1; attempt <= 5; attempt += 1)
        expect((await guess(server, account)).status).toBe(401);
      for (const waitSeconds of [1, 2, 4, 8, 16, 32, 60, 60]) {
        const refused = await signIn(server, account.email, account.password);
        expect(refused.status).toBe(429);
        expect(refused.headers.get('retry-after')).toBe(String(waitSeconds));
        clock.advance(waitSeconds * 1000 - 1);
        expect((await guess(server, account)).status).toBe(429);
        clock.advance(1);
        expect((await guess(server, account)).status).toBe(401);
      }
    },
  );

  it(
    'keeps the owner out for a second, not a quarter of an hour, after 5 wrong guesses by someone else',
    SCRYPT_HEAVY,
    async () => {
      const account = await signUpAccount(server.url);
      for (let attempt = 1; attempt <= 5; attempt += 1) await guess(server, account);
      expect((await signIn(server, account.email, account.password)).headers.get('retry-after')).toBe('1');
      clock.advance(1000);
      expect((await signIn(server, account.email, account.password)).status).toBe(200);

      // Signing in forgets the guesses: without that, this one would have to wait 2 seconds.
      expect((await guess(server, account)).status).toBe(401);
    },
  );

  it(
    'counts an email however it is capitalised, and an unknown email like a known one',
    SCRYPT_HEAVY,
    async () => {
      const account = await signUpAccount(server.url);
      const upper = account.email.toUpperCase();
      for (const email of [upper, account.email, upper, ` ${account.email} `, upper])
        expect((await signIn(server, email, 'wrong guess')).status).toBe(401);
      expect((await signIn(server, account.email, account.password)).status).toBe(429);

      const unknown = 'nobody-has-this@example.com';
      for (let attempt = 1; attempt <= 5; attempt += 1)
        expect((await signIn(server, unknown, 'wrong guess')).status).toBe(401);
      expect((await signIn(server, unknown, 'wrong guess')).status).toBe(429);
    },
  );

  it('forgets an account idle for 15 minutes, and the sweep deletes its row', SCRYPT_HEAVY, async () => {
    const account = await signUpAccount(server.url);
    for (let attempt = 1; attempt <= 6; attempt += 1) await guess(server, account);
    clock.advance(15 * MINUTE);
    for (let attempt = 1; attempt <= 5; attempt += 1) expect((await guess(server, account)).status).toBe(401);

    const throttleRows = () =>
      server.database.db
        .selectFrom('sign_in_throttle')
        .select('account')
        .where('account', '=', account.email.toLowerCase())
        .execute();
    expect(await throttleRows()).toHaveLength(1);
    clock.advance(30 * MINUTE); // past the forgetting and the sweep's interval
    await sendJson(`${server.url}${AUTH_ROUTES.session}`, 'GET');
    expect(await throttleRows()).toEqual([]);
  });
});

describeWithService('sign-in throttle across nodes', 'PostgreSQL', await postgresUnavailableReason(), () => {
  let testDatabase: PostgresTestDatabase;
  let nodes: TestServer[] = [];
  const clock = createTestClock();
  beforeAll(async () => {
    testDatabase = await createPostgresTestDatabase();
    const env = { DATABASE_URL: testDatabase.url };
    nodes = [await startTestServer({ env, now: clock.now }), await startTestServer({ env, now: clock.now })];
  });
  afterAll(async () => {
    await Promise.all(nodes.map((node) => node.close()));
    await testDatabase?.drop();
  });

  it('lets 5 of 20 parallel wrong passwords spread over two nodes be checked', SCRYPT_HEAVY, async () => {
    const [nodeA, nodeB] = nodes as [TestServer, TestServer];
    const account = await signUpAccount(nodeA.url);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) => guess(index % 2 === 0 ? nodeA : nodeB, account)),
    );
    expect(sorted(answers.map((answer) => answer.status))).toEqual([...times(5, 401), ...times(15, 429)]);
  });
});
