import { afterAll, beforeEach, expect, it } from 'vitest';
import { describeOnEachDatabase } from '../testing/describe-on-each-database.ts';
import { signInAsGuest } from '../testing/identity-client.ts';
import { createRoomAs, joinByCode } from '../testing/lobby-client.ts';
import type { TestServer } from '../testing/test-server.ts';
import { JOIN_CODE_FAILURES } from './join-code-limits.ts';

describeOnEachDatabase('join-code guesses sent all at once', (startServer) => {
  // A server per test: the limits count per user and per address, and every test client comes from 127.0.0.1.
  let server: TestServer | undefined;
  beforeEach(async () => {
    await server?.close();
    server = await startServer();
  });
  afterAll(() => server?.close());

  it('answers no more than the allowed number of 20 parallel wrong guesses, refusing the rest with 429', async () => {
    const url = server!.url;
    const guesser = await signInAsGuest(url);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => joinByCode(url, guesser.cookie, 'ZZZZZ2')),
    );
    const statuses = answers.map((answer) => answer.status);
    // Each guess counts against the address and the user, whose counters may order the burst
    // differently, so a few more than the surplus can be refused; never more answered than allowed.
    const answered = statuses.filter((status) => status === 400).length;
    expect(answered).toBeGreaterThan(0);
    expect(answered).toBeLessThanOrEqual(JOIN_CODE_FAILURES.perUser);
    expect(statuses.filter((status) => status === 429)).toHaveLength(20 - answered);
  });

  it('does not count right codes as guesses', async () => {
    const url = server!.url;
    const host = await signInAsGuest(url);
    const { joinCode } = await createRoomAs(url, host.cookie);
    const friend = await signInAsGuest(url);
    for (let attempt = 0; attempt < JOIN_CODE_FAILURES.perUser + 5; attempt += 1)
      expect((await joinByCode(url, friend.cookie, joinCode)).status).toBe(200);
    for (let attempt = 0; attempt < JOIN_CODE_FAILURES.perUser; attempt += 1)
      expect((await joinByCode(url, friend.cookie, 'ZZZZZ2')).status).toBe(400);
    expect((await joinByCode(url, friend.cookie, joinCode)).status).toBe(429);
  });
});
